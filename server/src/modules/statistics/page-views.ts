import { createDailyPurge, createVisitorHasher, utcDay, type Visitor } from '../visitors/visitor-hash.ts';
import type { StatisticsRepo } from './statistics.repo.ts';

/**
 * Profile and portfolio page views, once per visitor (visitor-hash.ts) per page per UTC day, the
 * owner's own visits left out. The owner's browser is recognised by its hash of the day: the
 * provider is signed in on the app host only, never on www, so each app call of theirs records
 * the hash of their address and browser (no couple's id, like an anonymous visitor), and a page
 * view carrying that hash on that day is the owner's. Known limits: a visit before the provider
 * opened the app that day counts, and a couple on the same address and browser as the provider
 * would not (then they are, for us, one visitor).
 */
export function createPageViews(deps: { repo: StatisticsRepo; jwtSecret: string; clock: () => Date }) {
  const visitorOf = createVisitorHasher(deps.jwtSecret, 'profile-views');
  const purge = createDailyPurge((day) => deps.repo.forgetVisitorsBefore(day));
  // The owner's hashes recorded by this process today: one write per provider and browser a day, not one per call.
  let recordedDay = '';
  const recorded = new Set<string>();

  const today = async () => {
    const now = deps.clock();
    await purge(now);
    return utcDay(now);
  };
  const hashes = (visitor: Visitor, day: string) => ({
    visitor: visitorOf(visitor, day),
    owner: visitorOf({ ...visitor, userId: undefined }, day),
  });

  return {
    /** A view of the profile of `providerId`: whether the page exists (published), and whether it counted. */
    async profile(providerId: number, visitor: Visitor) {
      const day = await today();
      const { visitor: hash, owner } = hashes(visitor, day);
      return deps.repo.countProfileView(providerId, hash, owner, day);
    },

    async portfolio(portfolioId: number, visitor: Visitor) {
      const day = await today();
      const { visitor: hash, owner } = hashes(visitor, day);
      return deps.repo.countPortfolioView(portfolioId, hash, owner, day);
    },

    /** The provider used the app from this address and browser: their views of their own pages today are not counted. */
    async owner(providerId: number, visitor: Omit<Visitor, 'userId'>): Promise<void> {
      const now = deps.clock();
      const day = utcDay(now);
      const owner = visitorOf({ ...visitor, userId: undefined }, day);
      if (day !== recordedDay) {
        recorded.clear();
        recordedDay = day;
      }
      const key = `${providerId} ${owner}`;
      if (recorded.has(key)) return;
      // Bounded: past this many a day, the rows' primary key alone keeps it to one row each.
      if (recorded.size < 100_000) recorded.add(key);
      await deps.repo.recordOwner(providerId, owner, day);
    },
  };
}

export type PageViews = ReturnType<typeof createPageViews>;
