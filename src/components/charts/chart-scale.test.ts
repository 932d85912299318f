import { describe, expect, it } from 'vitest';
import { rowTotals } from './chart-scale';

describe('rowTotals', () => {
  it('sums the listed keys of each row, missing values as 0', () => {
    expect(rowTotals([{ values: { a: 1, b: 2 } }, { values: { a: 5 } }], ['a', 'b'])).toEqual([3, 5]);
  });
});
