/** A rounded top of the value axis and the tick values under it (0 included). */
export interface ValueScale {
  max: number;
  ticks: number[];
}

/**
 * A "nice" value axis for counts: steps of 1, 2, 2.5 or 5 times a power of ten, about `tickCount`
 * of them up to a top that covers `maxValue`. An empty chart still gets a 0 to 1 axis.
 */
export function niceScale(maxValue: number, tickCount = 4): ValueScale {
  const top = Number.isFinite(maxValue) && maxValue > 0 ? maxValue : 1;
  const rough = top / tickCount;
  const power = 10 ** Math.floor(Math.log10(rough));
  // Counts are whole numbers: steps below 1 or with a fraction (2.5) are skipped.
  const steps = [1, 2, 2.5, 5, 10].map((factor) => factor * power).filter((candidate) => candidate >= 1 && Number.isInteger(candidate));
  const step = steps.find((candidate) => candidate >= rough) ?? Math.max(1, 10 * power);
  const max = Math.ceil(top / step) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= max; value += step) ticks.push(value);
  return { max, ticks };
}

/** Shows every n-th axis label so labels about `labelWidth` wide do not overlap. */
export function labelStride(count: number, slotWidth: number, labelWidth: number): number {
  if (count <= 1 || slotWidth <= 0) return 1;
  return Math.max(1, Math.ceil(labelWidth / slotWidth));
}

/** The chart's rows summed per row (stacked totals). */
export function rowTotals(rows: readonly { values: Readonly<Record<string, number>> }[], keys: readonly string[]): number[] {
  return rows.map((row) => keys.reduce((sum, key) => sum + (row.values[key] ?? 0), 0));
}
