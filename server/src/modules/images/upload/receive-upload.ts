import type { FastifyRequest } from 'fastify';
import { type ReceivedFile, receiveFileForm } from '../../../lib/receive-file.ts';
import { UploadRefused } from './upload-refused.ts';

export type { ReceivedFile } from '../../../lib/receive-file.ts';

/**
 * Streams the request's one image (field `file`) to a temporary file under `tmpDir`, never more
 * than `maxBytes` (lib/receive-file.ts); text fields are no part of an image upload and are
 * ignored. Refusals are `UploadRefused`; the temporary file is gone after any refusal.
 */
export function receiveUpload(request: FastifyRequest, tmpDir: string, maxBytes: number): Promise<ReceivedFile> {
  return receiveFileForm(request, {
    tmpDir,
    maxBytes,
    fieldSize: 1024,
    refuse: (reason, status) => new UploadRefused(reason, status),
  });
}
