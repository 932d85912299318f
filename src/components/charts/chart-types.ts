/** One series of a chart (a payload type, a command state, ...). */
export interface ChartSeries {
  key: string;
  /** Translated name, shown in the legend, the tooltips and the data table. */
  label: string;
  /** A Chakra colour token for its columns (default: the palette, by position). */
  color?: string;
}

/** One column position on the category axis (a period, a command, ...), with a value per series key. */
export interface ChartRow {
  key: string;
  label: string;
  values: Readonly<Record<string, number>>;
}

export type ChartMode = 'stacked' | 'grouped';

/**
 * The figures a chart shows, computed once and read by both its drawing and its data table, so the
 * two cannot tell different numbers.
 */
export interface ChartFigures {
  rows: readonly ChartRow[];
  /** Every series with the colour its columns and legend use. */
  series: readonly (ChartSeries & { color: string })[];
  mode: ChartMode;
  /** Each row's sum over the series. */
  totals: readonly number[];
  /** The category axis' title and the header of the data table's first column. */
  rowHeader: string;
  format: (value: number) => string;
}
