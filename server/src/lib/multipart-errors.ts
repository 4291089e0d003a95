/** The parser's codes for a form that is not one file part we can read (limits, bad field names, a cut request). */
const BAD_FORM_CODES = new Set([
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_PROTO_VIOLATION',
  'FST_INVALID_JSON_FIELD_ERROR',
  'FST_MP_PREMATURE_CLOSE',
]);
/** More files or parts than one upload has: refused whole (413), not the first kept. */
const TOO_MANY_CODES = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);
/** Busboy's own errors about the body (no boundary, cut short): the client's fault, not ours. */
const MALFORMED = /^Multipart: |unexpected end of multipart data$/i;

/**
 * What an error of @fastify/multipart or busboy means for the upload: the file was too big, the
 * form held more than one file, or was not one we can read (all the client's doing), or
 * undefined for anything else (a disk error stays an error: a 500).
 */
export function multipartRefusal(error: unknown): 'too-large' | 'too-many-files' | 'no-file' | undefined {
  const { code, syscall, message } = (error ?? {}) as { code?: string; syscall?: string; message?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return 'too-large';
  if (code && TOO_MANY_CODES.has(code)) return 'too-many-files';
  if (code && BAD_FORM_CODES.has(code)) return 'no-file';
  if (!code && !syscall && error instanceof Error && MALFORMED.test(message ?? '')) return 'no-file';
  return undefined;
}
