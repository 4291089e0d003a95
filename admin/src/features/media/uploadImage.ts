import { IMAGE_ACCEPTED_TYPES, IMAGE_MAX_BYTES, type ProviderImage } from '@alliance/shared/images';
import { type Api, ApiError, type ApiErrorBody } from '../../../../widget/src/api/client.ts';

/** The connection dropped (or the upload was cut) before the server answered. */
export class UploadNetworkError extends Error {}

export interface UploadOptions {
  /** `upload-profile-image` (replaces the profile photo) rather than `upload-image` (adds to the gallery). */
  profile?: boolean;
  /** The reader's language: the server words its refusals in it. */
  locale: string;
  /** The share sent so far, 0 to 1. */
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
}

interface Answer {
  status: number;
  body: (ApiErrorBody & { image?: ProviderImage }) | null;
  statusText: string;
}

/** One multipart POST with the access token, reporting the bytes sent as they go (fetch cannot). */
function send(url: string, file: File, token: string | undefined, options: UploadOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('authorization', `Bearer ${token ?? ''}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', options.locale);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: Answer['body'] = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body, statusText: xhr.statusText });
    };
    xhr.onerror = () => reject(new UploadNetworkError('network'));
    xhr.ontimeout = () => reject(new UploadNetworkError('timeout'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('Upload aborted', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/**
 * Sends one image (`POST api/images/upload-image` or `upload-profile-image`, multipart, one part
 * `file`) with progress. The API client sends JSON only, so this is an XMLHttpRequest with the
 * same Bearer token; on a 401 the token is renewed through the client (any authenticated call
 * refreshes it once, or ends the session) and the file sent again, once. A refusal throws an
 * ApiError whose message is the server's own (`message`, in the reader's language).
 */
export async function uploadImage(api: Api, file: File, options: UploadOptions): Promise<ProviderImage> {
  const url = `${api.origins.app}/api/images/${options.profile ? 'upload-profile-image' : 'upload-image'}`;
  let answer = await send(url, file, api.tokens.read().token, options);
  if (answer.status === 401) {
    await api.authed('app', 'get', 'api/me');
    options.onProgress?.(0);
    answer = await send(url, file, api.tokens.read().token, options);
  }
  const { status, body } = answer;
  if (status >= 200 && status < 300 && body?.image) return body.image;
  throw new ApiError(status, body?.message || body?.error || answer.statusText || String(status), body);
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
