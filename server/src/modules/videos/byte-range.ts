/** The bytes a `Range` header asks of a file of `size` bytes (inclusive ends), as RFC 9110 §14 reads it. */
export type RangeAnswer =
  /** No range, or one we ignore (several ranges, another unit, bad syntax): the whole file. */
  | { kind: 'whole' }
  | { kind: 'partial'; start: number; end: number }
  /** Starts past the end (or an empty file): 416 with `Content-Range: bytes *\/size`. */
  | { kind: 'unsatisfiable' };

/**
 * Reads a `Range` header for one byte range: `bytes=a-b`, `bytes=a-` or `bytes=-n` (the last n
 * bytes). An end past the file is cut to it. Several ranges are served as the whole file (a
 * server may ignore Range; players ask one range at a time), as is anything unreadable.
 */
export function parseByteRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: 'whole' };
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.POSITIVE_INFINITY : Number(last);
  if (end < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: Math.min(end, size - 1) };
}
