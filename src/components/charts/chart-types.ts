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
