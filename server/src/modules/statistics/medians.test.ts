import { describe, expect, it } from 'vitest';
import { delayBucket, histogramMedian } from './medians.ts';

const histogram = (filled: Record<number, number>) => Array.from({ length: 16 }, (_, i) => filled[i] ?? 0);

describe('histogram medians', () => {
  it('are null without anything measured', () => {
    expect(histogramMedian(histogram({}))).toBeNull();
  });

  it('are interpolated inside the median’s bucket', () => {
    // 4 delays in [0, 5): the median sits half-way, 2.5 minutes.
    expect(histogramMedian(histogram({ 0: 4 }))).toBe(2.5);
    // 2 in [0, 5), 2 in [60, 120): the half (2 of 4) is reached at the end of the first bucket.
    expect(histogramMedian(histogram({ 0: 2, 4: 2 }))).toBe(5);
    // 1 in [0, 5), 3 in [60, 120): the half (2) is 1 of 3 into [60, 120): 80 minutes.
    expect(histogramMedian(histogram({ 0: 1, 4: 3 }))).toBe(80);
  });

  it('are the open bucket’s lower bound when the median lies there', () => {
    expect(histogramMedian(histogram({ 15: 3, 0: 1 }))).toBe(43_200);
  });

  it('file delays in the buckets the triggers use', () => {
    expect([0, 4.9, 5, 59, 60, 1_439, 1_440, 43_199, 43_200, 1e9].map(delayBucket)).toEqual([0, 0, 1, 3, 4, 8, 9, 14, 15, 15]);
  });
});
