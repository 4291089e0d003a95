import type { FastifyRequest } from 'fastify';
import { type ReceivedFile, receiveFileForm } from '../../../lib/receive-file.ts';
import { VideoRefused } from './video-refused.ts';

/** An uploaded video on our disk (to be inspected, stored, then removed by `discard`), with the form's title. */
export interface ReceivedVideo extends ReceivedFile {
  /** The `title` field as sent (before or after the file part), when there was one. */
  title: string | undefined;
  /** Whether the `title` field was longer than the parser keeps. */
  titleTruncated: boolean;
}

/** The form's text fields are short: a title, nothing else of ours. */
const FIELD_MAX_BYTES = 2048;

/**
 * Streams the request's one video (field `file`) to a temporary file under `tmpDir`, never more
 * than `maxBytes` (lib/receive-file.ts); the `title` field is read wherever it comes. Refusals are
 * `VideoRefused`; the temporary file is gone after any refusal.
 */
export async function receiveVideo(request: FastifyRequest, tmpDir: string, maxBytes: number): Promise<ReceivedVideo> {
  let title: string | undefined;
  let titleTruncated = false;
  const file = await receiveFileForm(request, {
    tmpDir,
    maxBytes,
    fieldSize: FIELD_MAX_BYTES,
    refuse: (reason, status) => new VideoRefused(reason, status),
    onField: (field) => {
      if (field.fieldname !== 'title') return;
      title = typeof field.value === 'string' ? field.value : String(field.value);
      titleTruncated = field.valueTruncated;
    },
  });
  return { ...file, title, titleTruncated };
}
