import { type Api, ApiError, type ApiErrorBody } from '@alliance/widget/api/client.ts';
import { meAnswerSchema } from './me.ts';

/** The connection dropped (or the upload was cut) before the server answered. */
export class UploadNetworkError extends Error {}

export interface UploadOptions {
  /** The reader's language: the server words its refusals in it. */
  locale: string;
  /** The share sent so far, 0 to 1. */
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
  /** Text parts sent before the file (a video's `title`). */
  fields?: Record<string, string>;
}

interface Answer<T> {
  status: number;
  body: (ApiErrorBody & T) | null;
  statusText: string;
}

/** One multipart POST with the access token, reporting the bytes sent as they go (fetch cannot). */
function send<T>(url: string, file: File, token: string | undefined, options: UploadOptions): Promise<Answer<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    // No token held by the page (server cookies): the browser sends the HttpOnly cookie itself.
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', options.locale);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: Answer<T>['body'] = null;
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
    // The text parts first: the server reads the parts in order, the file streamed last.
    for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/**
 * Sends one file to `path` of the app host (multipart, one part `file`, text parts from
 * `fields`) with progress, and answers the server's JSON. The API client sends JSON only, so this
 * is an XMLHttpRequest with the same Bearer token; on a 401 the token is renewed through the
 * client (any authenticated call refreshes it once, or ends the session) and the file sent again,
 * once. A refusal throws an ApiError whose message is the server's own (`message`, in the
 * reader's language).
 */
export async function uploadFile<T extends object>(api: Api, path: string, file: File, options: UploadOptions): Promise<T> {
  const url = `${api.origins.app}/${path}`;
  let answer = await send<T>(url, file, api.tokens.read().token, options);
  if (answer.status === 401) {
    await api.authed('app', 'get', 'api/me', meAnswerSchema);
    options.onProgress?.(0);
    answer = await send<T>(url, file, api.tokens.read().token, options);
  }
  const { status, body } = answer;
  if (status >= 200 && status < 300 && body) return body;
  throw new ApiError(status, body?.message || body?.error || answer.statusText || String(status), body);
}
