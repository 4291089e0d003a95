import type { VideoUploadError } from '@alliance/shared/videos';
import { AppError } from '../../../plugins/errors.ts';

/**
 * A video addition refused for what it is (too big, not MP4 nor WebM, one too many…): answered
 * with its status, `error` the code of VIDEO_UPLOAD_ERRORS and `message` in the reader's language.
 */
export class VideoRefused extends AppError {
  constructor(
    readonly code: VideoUploadError,
    status: 400 | 409 | 413 | 415,
  ) {
    super(status, `videos.upload.${code}`, { code });
  }
}
