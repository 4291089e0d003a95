import { IMAGE_ACCEPTED_TYPES, IMAGE_MAX_BYTES, type ProviderImage } from '@alliance/shared/images';
import { type Api, ApiError } from '@alliance/widget/api/client.ts';
import { type UploadOptions as FileUploadOptions, UploadNetworkError, uploadFile } from '../../lib/upload.ts';

export { UploadNetworkError };

export interface UploadOptions extends Omit<FileUploadOptions, 'fields'> {
  /** `upload-profile-image` (replaces the profile photo) rather than `upload-image` (adds to the gallery). */
  profile?: boolean;
}

/**
 * Sends one image (`POST api/images/upload-image` or `upload-profile-image`, multipart, one part
 * `file`) with progress, through `uploadFile` (the token renewed once on a 401; a refusal an
 * ApiError with the server's own message).
 */
export async function uploadImage(api: Api, file: File, options: UploadOptions): Promise<ProviderImage> {
  const { profile, ...rest } = options;
  const path = `api/images/${profile ? 'upload-profile-image' : 'upload-image'}`;
  const answer = await uploadFile<{ image?: ProviderImage }>(api, path, file, rest);
  if (answer.image) return answer.image;
  throw new ApiError(200, 'no image in the answer', null);
}

export type ImageFileProblem = 'too-large' | 'unsupported-type';

/**
 * The checks the server makes that a browser can make first: an image type it accepts (the
 * server reads the real type from the bytes; this reads the one the browser gives) and 15 MB at most.
 */
export function imageFileProblem(file: File): ImageFileProblem | null {
  if (!(IMAGE_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return 'unsupported-type';
  if (file.size > IMAGE_MAX_BYTES) return 'too-large';
  return null;
}

/** What the file input accepts. */
export const IMAGE_ACCEPT = IMAGE_ACCEPTED_TYPES.join(',');
