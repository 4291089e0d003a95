import { type AcceptedVideoType, VIDEO_ACCEPTED_TYPES } from '@alliance/shared/videos';
import { fileTypeFromFile } from 'file-type';
import { VideoRefused } from './video-refused.ts';

/** The stored file's extension of each accepted type. */
export const VIDEO_EXTENSIONS: Record<AcceptedVideoType, string> = { 'video/mp4': 'mp4', 'video/webm': 'webm' };

/**
 * The upload's real type, read from its bytes (never its name nor the browser's claim): MP4 or
 * WebM only. QuickTime (`.mov`), Matroska, 3GP, anything else is refused (415): browsers do not
 * all play them, and we serve the file as it is.
 */
export async function inspectVideo(file: string): Promise<AcceptedVideoType> {
  const sniffed = await fileTypeFromFile(file).catch(() => undefined);
  const type = VIDEO_ACCEPTED_TYPES.find((accepted) => accepted === sniffed?.mime);
  if (!type) throw new VideoRefused('unsupported-type', 415);
  return type;
}
