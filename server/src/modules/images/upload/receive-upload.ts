import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { multipartRefusal } from '../../../lib/multipart-errors.ts';
import { UploadRefused } from './upload-refused.ts';

/** An uploaded file on our disk, to be inspected then removed by `discard`. */
export interface ReceivedFile {
  path: string;
  /** The name the client gave (checked, never used as a storage key). */
  filename: string;
  bytes: number;
  discard(): Promise<void>;
}

/**
 * A file name as a browser sends it: a plain name. A path (`../x.jpg`, `C:\x.jpg`), a control
 * character or an overlong name is refused: some client is not a browser, or means harm.
 */
export function isPlainFileName(name: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  return name.length > 0 && name.length <= 255 && !/[/\\\u0000-\u001f\u007f]/.test(name) && name !== '.' && name !== '..';
}

/**
 * Streams the request's one file part (field `file`) to a temporary file under `tmpDir`: never
 * the whole file in memory, never more than `maxBytes` on disk (the multipart parser stops the
 * stream past it). The whole form is read: a second file is refused (413), not ignored with the
 * first kept. Refusals are `UploadRefused`; the temporary file is gone after any refusal.
 */
export async function receiveUpload(request: FastifyRequest, tmpDir: string, maxBytes: number): Promise<ReceivedFile> {
  let file: string | undefined;
  let filename = '';
  let bytes = 0;
  const discard = async () => {
    if (file) await rm(file, { force: true });
  };
  try {
    const parts = request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 5 } });
    for await (const part of parts) {
      // Text fields are no part of an image upload: read and ignored.
      if (part.type === 'field') continue;
      if (file) {
        part.file.resume();
        throw new UploadRefused('too-many-files', 413);
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw new UploadRefused('no-file', 400);
      }
      if (!isPlainFileName(part.filename)) {
        part.file.resume();
        throw new UploadRefused('bad-name', 400);
      }
      await mkdir(tmpDir, { recursive: true });
      file = path.join(tmpDir, `${randomUUID()}.upload`);
      filename = part.filename;
      part.file.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      await pipeline(part.file, createWriteStream(file, { flags: 'wx' }));
      // Without `throwFileSizeLimit` a cut stream ends quietly: checked either way.
      if (part.file.truncated) throw new UploadRefused('too-large', 413);
    }
    if (!file || bytes === 0) throw new UploadRefused('no-file', 400);
  } catch (error) {
    await discard();
    throw refusalOf(error) ?? error;
  }
  const kept = file;
  return { path: kept, filename, bytes, discard: () => rm(kept, { force: true }) };
}

/** The multipart parser's refusals, as ours. */
function refusalOf(error: unknown): UploadRefused | undefined {
  if (error instanceof UploadRefused) return error;
  const refusal = multipartRefusal(error);
  if (refusal === 'too-large' || refusal === 'too-many-files') return new UploadRefused(refusal, 413);
  return refusal ? new UploadRefused(refusal, 400) : undefined;
}
