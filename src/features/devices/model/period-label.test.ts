import { describe, expect, it } from 'vitest';
import { byPeriod, periodLabel } from './period-label';

describe('periodLabel', () => {
  it('words days and months in the locale', () => {
    expect(periodLabel('Daily', '2026-11-01', 'en-GB')).toBe('1 Nov');
    expect(periodLabel('Monthly', '2026-10', 'en-GB')).toBe('Oct 2026');
    expect(periodLabel('Monthly', '2026-10', 'pt-BR')).toMatch(/out\.? de 2026/);
  });
  it('writes weeks as W and year, and keeps other ids', () => {
    expect(periodLabel('Weekly', '2026-W44', 'en-GB')).toBe('W44 2026');
    expect(periodLabel('Yearly', '2026', 'en-GB')).toBe('2026');
    expect(periodLabel('Summary', 'summary', 'en-GB')).toBe('summary');
  });
});

describe('byPeriod', () => {
  it('orders periods oldest first, single-digit weeks included', () => {
    expect(byPeriod([{ id: '2026-W10' }, { id: '2026-W9' }, { id: '2025-W52' }]).map((row) => row.id)).toEqual([
      '2025-W52',
      '2026-W9',
      '2026-W10',
    ]);
    expect(byPeriod([{ id: '2026-11-01' }, { id: '2026-10-31' }]).map((row) => row.id)).toEqual(['2026-10-31', '2026-11-01']);
  });
});
