import { type DayCount, MIN_COMPARISON_PROVIDERS, type Rates } from '@alliance/shared/statistics';
import { AppError } from '../../plugins/errors.ts';
import { utcDay } from '../visitors/visitor-hash.ts';
import { histogramMedian } from './medians.ts';
import type { ComparisonScope, LeadSums, ProviderAreas, StatisticsRepo } from './statistics.repo.ts';

const DAY_MS = 86_400_000;

/** The window's days, oldest first: the last `days` UTC days, today included. */
export function windowDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => utcDay(new Date(today - (days - 1 - i) * DAY_MS)));
}

/** Every day of the window with its count, 0 for a day without a row. */
function everyDay(days: string[], rows: Iterable<{ day: string; count: number }>): DayCount[] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.day, row.count);
  return days.map((day) => ({ day, count: counts.get(day) ?? 0 }));
}

/** The smallest of the provider's areas with enough published providers (the country whatever its count). */
export function comparisonArea(areas: ProviderAreas): {
  scope: ComparisonScope;
  key: number | string;
  code: string;
  name: string;
  providers: number;
} {
  const { departement, region, country } = areas;
  if (departement.providers >= MIN_COMPARISON_PROVIDERS) return { scope: 'departement', key: departement.id, ...departement };
  if (region && region.providers >= MIN_COMPARISON_PROVIDERS) return { scope: 'region', key: region.id, ...region };
  return { scope: 'country', key: country.code, ...country };
}

const share = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000);

/** A window's figures from its sums: shares of the requests received, medians read from the histograms. */
function figures(sums: LeadSums) {
  return {
    received: sums.requests,
    viewed: share(sums.viewed, sums.requests),
    unlocked: share(sums.unlocked, sums.requests),
    rejected: share(sums.rejected, sums.requests),
    medianMinutesToFirstView: histogramMedian(sums.viewDelays),
    medianMinutesToUnlock: histogramMedian(sums.unlockDelays),
  };
}

/**
 * The provider's statistics over a window of days (PROVIDERS.md "Premium and statistics"), read
 * from the daily rollups only. The figure beside each one is the same figure over every lead
 * received in the window by the published providers of the provider's département (the provider
 * included), or of their région or country when the département has fewer than
 * MIN_COMPARISON_PROVIDERS (`comparison` says which): its shares are the area's totals' shares,
 * its medians the median of all those leads' delays (the pooled histogram).
 */
export function createStatistics(deps: { repo: StatisticsRepo; clock: () => Date }) {
  const { repo } = deps;
  return {
    async views(providerId: number, days: number) {
      const window = windowDays(deps.clock(), days);
      const rows = await repo.viewsByDay(providerId, window[0] ?? '');
      const items = everyDay(window, rows);
      return { days, total: items.reduce((sum, item) => sum + item.count, 0), items };
    },

    async rates(providerId: number, days: number): Promise<Omit<Rates, 'success'>> {
      const since = windowDays(deps.clock(), days)[0] ?? '';
      const [own, areas] = await Promise.all([repo.providerSums(providerId, since), repo.areasOf(providerId)]);
      const area = areas && comparisonArea(areas);
      const mine = figures(own);
      const theirs = area ? figures(await repo.areaSums(area.scope, area.key, since)) : undefined;
      const beside = <K extends keyof typeof mine>(key: K) => ({ value: mine[key], departement: theirs ? theirs[key] : null });
      return {
        days,
        departement: areas ? { code: areas.departement.code, name: areas.departement.name } : null,
        comparison: area ? { scope: area.scope, code: area.code, name: area.name, providers: area.providers } : null,
        received: beside('received'),
        viewed: beside('viewed'),
        unlocked: beside('unlocked'),
        rejected: beside('rejected'),
        medianMinutesToFirstView: beside('medianMinutesToFirstView'),
        medianMinutesToUnlock: beside('medianMinutesToUnlock'),
      };
    },

    /** Views per portfolio per day; a portfolio id that is not the provider's answers 404 like an unknown one. */
    async portfolioViews(providerId: number, days: number, only: number | undefined) {
      const window = windowDays(deps.clock(), days);
      const owned = await repo.portfoliosOf(providerId, only);
      if (only !== undefined && owned.length === 0) throw new AppError(404, 'statistics.portfolioNotFound');
      const rows = await repo.portfolioViews(
        owned.map((p) => p.id),
        window[0] ?? '',
      );
      const items = owned.map((portfolio) => {
        const series = everyDay(
          window,
          rows.filter((r) => r.portfolio_id === portfolio.id).map((r) => ({ day: r.day, count: r.views })),
        );
        return {
          portfolioId: portfolio.id,
          title: portfolio.title,
          total: series.reduce((sum, item) => sum + item.count, 0),
          days: series,
        };
      });
      return { days, items };
    },
  };
}

export type Statistics = ReturnType<typeof createStatistics>;
