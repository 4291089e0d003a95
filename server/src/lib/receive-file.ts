import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { multipartRefusal } from './multipart-errors.ts';

/** An uploaded file on our disk, to be inspected then removed by `discard`. */
export interface ReceivedFile {
  path: string;
  /** The name the client gave (checked, never used as a storage key). */
  filename: string;
  bytes: number;
  discard(): Promise<void>;
}

/** Why a form is refused before its file is looked at, and the status that says it. */
export type FormRefusal = 'too-large' | 'too-many-files' | 'no-file' | 'bad-name';

export interface FileFormOptions {
  /** Where the file is written while it is checked. */
  tmpDir: string;
  /** The most the parser lets through (past it, `too-large`). */
  maxBytes: number;
  /** The most a text field keeps. */
  fieldSize: number;
  /** The caller's refusal (its error class, its message keys). */
  refuse(reason: FormRefusal, status: 400 | 413): Error;
  /** Each text field, wherever it comes in the form. */
  onField?(field: MultipartValue): void;
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
 * first kept. Any refusal is the caller's (`refuse`), and the temporary file is gone after it.
 */
export async function receiveFileForm(request: FastifyRequest, options: FileFormOptions): Promise<ReceivedFile> {
  const { tmpDir, maxBytes, fieldSize } = options;
  const ours = new WeakSet<Error>();
  const refuse = (reason: FormRefusal, status: 400 | 413) => {
    const error = options.refuse(reason, status);
    ours.add(error);
    return error;
  };
  let file: string | undefined;
  let filename = '';
  let bytes = 0;
  const discard = async () => {
    if (file) await rm(file, { force: true });
  };
  try {
    const parts = request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize, parts: 5 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        options.onField?.(part);
        continue;
      }
      const refusal: FormRefusal | undefined = file
        ? 'too-many-files'
        : part.fieldname !== 'file'
          ? 'no-file'
          : !isPlainFileName(part.filename)
            ? 'bad-name'
            : undefined;
      if (refusal) {
        part.file.resume();
        throw refuse(refusal, refusal === 'too-many-files' ? 413 : 400);
      }
      await mkdir(tmpDir, { recursive: true });
      file = path.join(tmpDir, `${randomUUID()}.upload`);
      filename = part.filename;
      part.file.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      await pipeline(part.file, createWriteStream(file, { flags: 'wx' }));
      // Without `throwFileSizeLimit` a cut stream ends quietly: checked either way.
      if (part.file.truncated) throw refuse('too-large', 413);
    }
    if (!file || bytes === 0) throw refuse('no-file', 400);
  } catch (error) {
    await discard();
    // Ours as they are, the parser's as the caller's; a disk error stays an error (a 500).
    const refusal = error instanceof Error && ours.has(error) ? undefined : multipartRefusal(error);
    if (!refusal) throw error;
    throw refuse(refusal, refusal === 'no-file' ? 400 : 413);
  }
  const kept = file;
  return { path: kept, filename, bytes, discard: () => rm(kept, { force: true }) };
}
