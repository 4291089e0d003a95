import type { ProviderImage } from '@alliance/shared/images';
import type { Reply } from '../../../../widget/src/test/harness.tsx';

/** An image as the server answers it, with some fields changed (tests). */
export function imageWith(overrides: Partial<ProviderImage> = {}): ProviderImage {
  const id = overrides.id ?? 1;
  return {
    id,
    url: `http://www.alliance.test/image/${id}`,
    width: 1600,
    height: 1200,
    widths: [320, 720, 1600],
    isVisible: true,
    isProfile: false,
    alt: null,
    caption: null,
    position: 0,
    viewCount: 0,
    createdAt: '2026-05-04T09:30:00.000Z',
    ...overrides,
  };
}

/** `GET /api/images/`'s answer. */
export const imageList = (items: ProviderImage[]) => ({ success: true, items });

/** A picked file of `size` bytes (the content is not read; only the size is). */
export function fileOf(name: string, type = 'image/jpeg', size = 2048): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** One upload as the fake XMLHttpRequest received it; answered by the test or by the handler. */
export interface UploadRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  /** The multipart part named `file`. */
  file: File | null;
  progress(loaded: number, total: number): void;
  respond(reply: Reply): void;
  /** The connection drops. */
  fail(): void;
}

/**
 * A scripted XMLHttpRequest for the uploads (install with `vi.stubGlobal('XMLHttpRequest',
 * uploads.XMLHttpRequest)`): each request is recorded; `handler` answers it (half sent, then
 * all, then the reply), or returns undefined to leave it open for the test to answer.
 */
export function fakeUploads(handler?: (request: UploadRequest) => Reply | undefined | Promise<Reply | undefined>) {
  const requests: UploadRequest[] = [];

  class FakeXMLHttpRequest {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    statusText = '';
    responseText = '';
    method = 'GET';
    url = '';
    headers: Record<string, string> = {};
    settled = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }

    send(body: FormData) {
      const part = body.get('file');
      const settle = (run: () => void) => {
        if (this.settled) return;
        this.settled = true;
        run();
      };
      const request: UploadRequest = {
        method: this.method,
        url: new URL(this.url),
        headers: { ...this.headers },
        file: part instanceof File ? part : null,
        progress: (loaded, total) => {
          if (!this.settled) this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
        },
        respond: (reply) =>
          settle(() => {
            this.status = reply.status ?? 200;
            this.responseText = JSON.stringify(reply.body ?? {});
            this.onload?.();
          }),
        fail: () => settle(() => this.onerror?.()),
      };
      requests.push(request);
      if (!handler) return;
      void (async () => {
        const reply = await handler(request);
        if (!reply) return;
        request.progress(1, 2);
        await Promise.resolve();
        request.progress(2, 2);
        request.respond(reply);
      })();
    }

    abort() {
      if (this.settled) return;
      this.settled = true;
      this.onabort?.();
    }
  }

  return { XMLHttpRequest: FakeXMLHttpRequest, requests };
}
