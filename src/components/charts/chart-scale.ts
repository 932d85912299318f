/** The chart's rows summed per row (stacked totals). */
export function rowTotals(rows: readonly { values: Readonly<Record<string, number>> }[], keys: readonly string[]): number[] {
  return rows.map((row) => keys.reduce((sum, key) => sum + (row.values[key] ?? 0), 0));
}
