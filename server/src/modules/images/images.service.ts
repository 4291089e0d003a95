import { createHmac, hkdfSync } from 'node:crypto';
import type { ImagesRepo } from './images.repo.ts';

const DAY_MS = 86_400_000;
const PURGE_INTERVAL_MS = 3_600_000;

/** Who is viewing, as the request shows it; `userId` only from a verified access token. */
export interface Viewer {
  ip: string;
  userAgent: string;
  userId: number | undefined;
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Image view counting: one view per visitor per image per UTC day. A visitor is a keyed hash
 * (HMAC-SHA256) of the day, the client address, the User-Agent and the couple's id when signed
 * in: the raw address is never stored, and with the day in the hash a visitor cannot be
 * followed from one day to the next either.
 */
export function createImageViews(deps: { repo: ImagesRepo; jwtSecret: string; clock: () => Date }) {
  // A key of its own for this purpose: a leaked visitor hash says nothing about the JWT key.
  const key = Buffer.from(hkdfSync('sha256', deps.jwtSecret, '', 'alliance image-views visitor', 32));
  let lastPurge = Number.NEGATIVE_INFINITY;

  const visitorOf = (viewer: Viewer, day: string) =>
    createHmac('sha256', key)
      .update(JSON.stringify([day, viewer.ip, viewer.userAgent, viewer.userId ?? null]))
      .digest('base64url');

  /** At most once an hour per process: rows before yesterday can no longer stop a count. */
  async function purgeNowAndThen(now: Date): Promise<void> {
    if (now.getTime() - lastPurge < PURGE_INTERVAL_MS) return;
    lastPurge = now.getTime();
    await deps.repo.forgetViewsBefore(utcDay(new Date(now.getTime() - DAY_MS)));
  }

  return {
    /** Counts a view of the image (already known visible) by this viewer today: true when counted. */
    async count(imageId: number, viewer: Viewer): Promise<boolean> {
      const now = deps.clock();
      await purgeNowAndThen(now);
      const day = utcDay(now);
      return deps.repo.countView(imageId, visitorOf(viewer, day), day);
    },
  };
}

export type ImageViews = ReturnType<typeof createImageViews>;
