/**
 * Refuses a key that could reach outside the storage root or bucket prefix, or that the two
 * adapters would read differently: keys are ours (`images/12/<uuid>/720.webp`), relative,
 * `/`-separated, with no empty, `.` or `..` segment.
 */
export function checkStorageKey(key: string): string {
  const badSegment = key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..');
  if (badSegment || key.includes('\\') || key.includes('\0')) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

/** The same range rules for both adapters: whole bytes, start ≤ end. */
export function checkRange(range: { start: number; end: number }): void {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new RangeError(`invalid byte range ${start}-${end}`);
  }
}
