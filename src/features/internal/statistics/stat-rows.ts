import type { IntegrityCheckStats, MigrationRunStats } from '@generated/internal/model';
import type { ChartRow } from '@/components/charts/chart-types';

/** Payloads checked per day (oldest first), one value per client: the stacked chart's rows. */
export function checkedByDay(checks: readonly IntegrityCheckStats[]): { rows: ChartRow[]; clients: string[] } {
  const clients = [...new Set(checks.map((check) => check.client))].sort();
  const days = new Map<string, Record<string, number>>();
  for (const check of checks) {
    const values = days.get(check.date) ?? {};
    values[check.client] = (values[check.client] ?? 0) + check.checked;
    days.set(check.date, values);
  }
  const rows = [...days.keys()].sort().map((date) => ({ key: date, label: date, values: days.get(date) ?? {} }));
  return { rows, clients };
}

/** Missing and mismatched objects per day (oldest first), over all clients. */
export function problemsByDay(checks: readonly IntegrityCheckStats[]): ChartRow[] {
  const days = new Map<string, { missing: number; mismatched: number }>();
  for (const check of checks) {
    const day = days.get(check.date) ?? { missing: 0, mismatched: 0 };
    day.missing += check.missing;
    day.mismatched += check.mismatched;
    days.set(check.date, day);
  }
  return [...days.keys()].sort().map((date) => ({ key: date, label: date, values: days.get(date) ?? {} }));
}

/** Totals of the checks. */
export function checkTotals(checks: readonly IntegrityCheckStats[]) {
  return checks.reduce(
    (sum, check) => ({
      checked: sum.checked + check.checked,
      missing: sum.missing + check.missing,
      mismatched: sum.mismatched + check.mismatched,
    }),
    { checked: 0, missing: 0, mismatched: 0 },
  );
}

/** Errors, warnings and successes per run, oldest first, labelled by client and start day. */
export function runRows(runs: readonly MigrationRunStats[]): ChartRow[] {
  return [...runs]
    .sort((a, b) => a.started_at.localeCompare(b.started_at))
    .map((run) => ({
      key: run.run_id,
      label: `${run.client} ${run.started_at.slice(0, 10)}`,
      values: { errors: run.errors, warnings: run.warnings, successes: run.successes },
    }));
}

/** A run's result kinds, most frequent first, as 'Kind ×count'. */
export function resultSummary(run: MigrationRunStats): string {
  return [...run.results]
    .sort((a, b) => b.count - a.count)
    .map((entry) => `${entry.result} ×${entry.count}`)
    .join(', ');
}
