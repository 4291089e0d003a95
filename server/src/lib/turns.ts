/**
 * Runs at most `limit` jobs at once; the others wait their turn, first come first served. For
 * work that runs on libuv's or libvips' threads (password hashes, image encoding): more at once
 * would only starve the requests that need none, and multiply the memory held.
 */
export function createTurns(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await work();
    } finally {
      // The finished job's place goes straight to the next in line (running stays the same).
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
