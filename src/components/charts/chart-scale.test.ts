import { describe, expect, it } from 'vitest';
import { labelStride, niceScale, rowTotals } from './chart-scale';

describe('niceScale', () => {
  it('rounds the top up to a nice step that covers the largest value', () => {
    expect(niceScale(167)).toEqual({ max: 200, ticks: [0, 50, 100, 150, 200] });
    expect(niceScale(9)).toEqual({ max: 10, ticks: [0, 5, 10] });
  });

  it('keeps whole-number ticks for small counts and covers the value', () => {
    const scale = niceScale(3);
    expect(scale.ticks.every(Number.isInteger)).toBe(true);
    expect(scale.max).toBeGreaterThanOrEqual(3);
    expect(scale.ticks.at(-1)).toBe(scale.max);
  });

  it('gives an empty chart a 0 to 1 axis', () => {
    expect(niceScale(0)).toEqual({ max: 1, ticks: [0, 1] });
    expect(niceScale(Number.NaN)).toEqual({ max: 1, ticks: [0, 1] });
  });

  it('handles large totals', () => {
    expect(niceScale(31093)).toEqual({ max: 40000, ticks: [0, 10000, 20000, 30000, 40000] });
  });
});

describe('labelStride', () => {
  it('skips labels when the slots are narrower than a label', () => {
    expect(labelStride(30, 20, 60)).toBe(3);
    expect(labelStride(5, 100, 60)).toBe(1);
    expect(labelStride(1, 5, 60)).toBe(1);
  });
});

describe('rowTotals', () => {
  it('sums the listed keys of each row, missing values as 0', () => {
    expect(rowTotals([{ values: { a: 1, b: 2 } }, { values: { a: 5 } }], ['a', 'b'])).toEqual([3, 5]);
  });
});
