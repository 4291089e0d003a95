import { createHmac, hkdfSync } from 'node:crypto';

/** Who is looking, as the request shows it; `userId` only from a verified access token. */
export interface Visitor {
  ip: string;
  userAgent: string;
  userId: number | undefined;
}

const DAY_MS = 86_400_000;
const PURGE_INTERVAL_MS = 3_600_000;

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * A visitor of one day as a keyed hash (HMAC-SHA256) of the day, the client address, the
 * User-Agent and the couple's id when signed in: counts "once per visitor per day" without
 * storing an address, and with the day in the hash a visitor cannot be followed from one day to
 * the next. Each purpose has its own key derived from the JWT secret (a leaked hash says nothing
 * about that key, nor about another purpose's hashes).
 */
export function createVisitorHasher(jwtSecret: string, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, '', `alliance ${purpose} visitor`, 32));
  return (visitor: Visitor, day: string) =>
    createHmac('sha256', key)
      .update(JSON.stringify([day, visitor.ip, visitor.userAgent, visitor.userId ?? null]))
      .digest('base64url');
}

/**
 * Runs `forgetBefore(yesterday)` at most once an hour per process: rows of days before yesterday
 * can no longer stop a count.
 */
export function createDailyPurge(forgetBefore: (day: string) => Promise<void>) {
  let lastPurge = Number.NEGATIVE_INFINITY;
  return async (now: Date): Promise<void> => {
    if (now.getTime() - lastPurge < PURGE_INTERVAL_MS) return;
    lastPurge = now.getTime();
    await forgetBefore(utcDay(new Date(now.getTime() - DAY_MS)));
  };
}
