import { DELAY_BUCKETS_MINUTES } from '@alliance/shared/statistics';

/**
 * The median of a delay histogram (counts per DELAY_BUCKETS_MINUTES bucket, each bucket holding
 * [previous bound, bound) minutes), in minutes to one decimal: the delays are taken as spread
 * evenly inside the median's bucket (linear interpolation). In the last, open bucket (30 days and
 * more) the median is its lower bound. Null for an empty histogram.
 */
export function histogramMedian(counts: readonly number[]): number | null {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const half = total / 2;
  let before = 0;
  for (let i = 0; i < DELAY_BUCKETS_MINUTES.length; i++) {
    const n = counts[i] ?? 0;
    const lower = i === 0 ? 0 : (DELAY_BUCKETS_MINUTES[i - 1] ?? 0);
    const upper = DELAY_BUCKETS_MINUTES[i] ?? Number.POSITIVE_INFINITY;
    if (n > 0 && before + n >= half) {
      if (!Number.isFinite(upper)) return lower;
      return Math.round((lower + ((half - before) / n) * (upper - lower)) * 10) / 10;
    }
    before += n;
  }
  return null;
}

/** The bucket (0-based) of a delay in minutes, as the triggers of migration 0026 file it (tests and the bench). */
export function delayBucket(minutes: number): number {
  const index = DELAY_BUCKETS_MINUTES.findIndex((upper) => minutes < upper);
  return index === -1 ? DELAY_BUCKETS_MINUTES.length - 1 : index;
}
