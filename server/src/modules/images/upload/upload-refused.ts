import type { ImageUploadError } from '@alliance/shared/images';
import { AppError } from '../../../plugins/errors.ts';

/**
 * An upload refused for what the file is (too big, not an image, a bomb…): answered with its
 * status, `error` the code of IMAGE_UPLOAD_ERRORS and `message` in the reader's language.
 */
export class UploadRefused extends AppError {
  constructor(
    readonly code: ImageUploadError,
    status: 400 | 409 | 413 | 415,
  ) {
    super(status, `media.upload.${code}`, { code });
  }
}
