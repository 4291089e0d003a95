/**
 * A tiny seeded PRNG (mulberry32): the demo data must be identical from one run or machine to
 * the next, which Math.random cannot give, and a whole faker dependency is not worth it.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Index drawn in proportion to the weights summed in `cumulative` (ascending, last = total). */
  weighted(cumulative: Float64Array | readonly number[]): number;
  shuffle<T>(items: readonly T[]): T[];
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('cannot pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    weighted: (cumulative) => {
      const total = cumulative[cumulative.length - 1] ?? 0;
      const target = next() * total;
      // Binary search: 100 000 draws over ~35 000 communes must stay cheap.
      let low = 0;
      let high = cumulative.length - 1;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if ((cumulative[middle] ?? 0) > target) high = middle;
        else low = middle + 1;
      }
      return low;
    },
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy;
    },
  };
}

/** Cumulative sums of the weights, for `Random.weighted`. */
export function cumulate(weights: readonly number[]): Float64Array {
  const sums = new Float64Array(weights.length);
  let total = 0;
  weights.forEach((weight, i) => {
    total += weight;
    sums[i] = total;
  });
  return sums;
}
