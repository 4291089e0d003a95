import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { multipartRefusal } from '../../../lib/multipart-errors.ts';
import { isPlainFileName } from '../../images/upload/receive-upload.ts';
import { VideoRefused } from './video-refused.ts';

/** An uploaded video on our disk (to be inspected, stored, then removed by `discard`), with the form's title. */
export interface ReceivedVideo {
  path: string;
  /** The name the client gave (checked, never used as a storage key). */
  filename: string;
  bytes: number;
  /** The `title` field as sent (before or after the file part), when there was one. */
  title: string | undefined;
  /** Whether the `title` field was longer than the parser keeps. */
  titleTruncated: boolean;
  discard(): Promise<void>;
}

/** The form's text fields are short: a title, nothing else of ours. */
const FIELD_MAX_BYTES = 2048;

/**
 * Streams the request's one file part (field `file`) to a temporary file under `tmpDir`, never
 * whole in memory and never more than `maxBytes` on disk (the multipart parser cuts the stream
 * past it); the `title` field is read wherever it comes. Refusals are `VideoRefused`; the
 * temporary file is gone after any refusal.
 */
export async function receiveVideo(request: FastifyRequest, tmpDir: string, maxBytes: number): Promise<ReceivedVideo> {
  let file: string | undefined;
  let filename = '';
  let bytes = 0;
  let title: string | undefined;
  let titleTruncated = false;
  const discard = async () => {
    if (file) await rm(file, { force: true });
  };
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: FIELD_MAX_BYTES, parts: 5 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'title') {
          title = typeof part.value === 'string' ? part.value : String(part.value);
          titleTruncated = part.valueTruncated;
        }
        continue;
      }
      if (file) {
        part.file.resume();
        throw new VideoRefused('too-many-files', 413);
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw new VideoRefused('no-file', 400);
      }
      if (!isPlainFileName(part.filename)) {
        part.file.resume();
        throw new VideoRefused('bad-name', 400);
      }
      await mkdir(tmpDir, { recursive: true });
      file = path.join(tmpDir, `${randomUUID()}.upload`);
      filename = part.filename;
      part.file.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      await pipeline(part.file, createWriteStream(file, { flags: 'wx' }));
      // Without `throwFileSizeLimit` a cut stream ends quietly: checked either way.
      if (part.file.truncated) throw new VideoRefused('too-large', 413);
    }
    if (!file || bytes === 0) throw new VideoRefused('no-file', 400);
  } catch (error) {
    await discard();
    throw refusalOf(error) ?? error;
  }
  return { path: file, filename, bytes, title, titleTruncated, discard };
}

/** The multipart parser's refusals, as ours (a disk error stays an error: a 500). */
function refusalOf(error: unknown): VideoRefused | undefined {
  if (error instanceof VideoRefused) return error;
  const refusal = multipartRefusal(error);
  if (refusal === 'too-large' || refusal === 'too-many-files') return new VideoRefused(refusal, 413);
  return refusal ? new VideoRefused(refusal, 400) : undefined;
}
