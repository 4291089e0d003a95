import type { Reply } from '@alliance/widget/test/harness.tsx';

/** One upload as the fake XMLHttpRequest received it; answered by the test or by the handler. */
export interface UploadRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  /** The multipart part named `file`. */
  file: File | null;
  /** The other (text) parts. */
  fields: Record<string, string>;
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
      const fields: Record<string, string> = {};
      body.forEach((value, name) => {
        if (typeof value === 'string') fields[name] = value;
      });
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
        fields,
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
