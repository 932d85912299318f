import type { IntegrityCheckStats, MigrationRunStats } from '@generated/internal/model';
import { describe, expect, it } from 'vitest';
import { checkedByDay, checkTotals, problemsByDay, resultSummary, runRows } from './stat-rows';

const checks: IntegrityCheckStats[] = [
  { client: 'globex', date: '2026-10-31', checked: 10, missing: 0, mismatched: 1 },
  { client: 'acme', date: '2026-10-31', checked: 5, missing: 4, mismatched: 0 },
  { client: 'acme', date: '2026-10-30', checked: 7, missing: 0, mismatched: 0 },
];

describe('statistics rows', () => {
  it('stacks checked payloads per day by client, oldest day first', () => {
    const { rows, clients } = checkedByDay(checks);
    expect(clients).toEqual(['acme', 'globex']);
    expect(rows).toEqual([
      { key: '2026-10-30', label: '2026-10-30', values: { acme: 7 } },
      { key: '2026-10-31', label: '2026-10-31', values: { globex: 10, acme: 5 } },
    ]);
  });

  it('adds problems per day and in total', () => {
    expect(problemsByDay(checks).map((row) => row.values)).toEqual([
      { missing: 0, mismatched: 0 },
      { missing: 4, mismatched: 1 },
    ]);
    expect(checkTotals(checks)).toEqual({ checked: 22, missing: 4, mismatched: 1 });
  });

  it('orders runs by start and lists results by frequency', () => {
    const run = (run_id: string, started_at: string): MigrationRunStats => ({
      client: 'acme',
      run_id,
      started_at,
      completed_at: null,
      state: 'Migrated',
      errors: 1,
      warnings: 2,
      successes: 3,
      results: [
        { result: 'Error', count: 1 },
        { result: 'GroupAdded', count: 3 },
      ],
    });
    expect(runRows([run('B', '2026-10-02T00:00:00Z'), run('A', '2026-10-01T00:00:00Z')]).map((row) => row.key)).toEqual(['A', 'B']);
    expect(resultSummary(run('A', '2026-10-01T00:00:00Z'))).toBe('GroupAdded ×3, Error ×1');
  });
});
