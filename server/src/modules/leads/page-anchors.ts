import type { LeadStatus } from '@alliance/shared/leads';

/**
 * Where an inbox page starts, as last read: the first lead's place in the inbox's order (its
 * exact `created_at` text, to the microsecond, and its id) and the state of the inbox then (the
 * provider's sum of `lead_status_counts.changes` for that tab).
 */
export interface PageAnchor {
  createdAt: string;
  id: number;
  version: string;
}

/** A short life: a process keeps what it saw for a minute at most (several processes share one database). */
const LIFETIME_MS = 60_000;
const MAX_ANCHORS = 20_000;

/**
 * The deep pages' shortcut. A page is `offset (page − 1) × 20` in the inbox's order, and an offset
 * walks every lead before it: page 450 of the busiest inbox walks 9 000 index entries. Each page
 * read here also tells where it and the next page start (it reads one lead more than a page); a
 * later read of those pages starts from that lead instead of walking, and the database keeps it only
 * if the inbox's state is still the one the anchor was seen in (any new, deleted or moved lead
 * changes it), else the page is read by its offset again. Paging on, or reading the same page
 * again, never walks twice.
 */
export function createPageAnchors(clock: () => number = Date.now) {
  const anchors = new Map<string, PageAnchor & { expires: number }>();
  const keyOf = (providerId: number, status: LeadStatus | undefined, page: number) => `${providerId}:${status ?? ''}:${page}`;

  return {
    get(providerId: number, status: LeadStatus | undefined, page: number): PageAnchor | undefined {
      const key = keyOf(providerId, status, page);
      const anchor = anchors.get(key);
      if (!anchor) return undefined;
      if (anchor.expires <= clock()) {
        anchors.delete(key);
        return undefined;
      }
      return anchor;
    },
    set(providerId: number, status: LeadStatus | undefined, page: number, anchor: PageAnchor): void {
      const key = keyOf(providerId, status, page);
      // Oldest first in a Map's order: re-inserting moves this one to the end.
      anchors.delete(key);
      anchors.set(key, { ...anchor, expires: clock() + LIFETIME_MS });
      if (anchors.size > MAX_ANCHORS) {
        const oldest = anchors.keys().next();
        if (!oldest.done) anchors.delete(oldest.value);
      }
    },
  };
}

export type PageAnchors = ReturnType<typeof createPageAnchors>;
