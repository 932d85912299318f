/**
 * Series colours as Chakra colour palettes; charts use their `solid` semantic token, which has
 * enough contrast against the page in light and dark mode. The legend and the data table name
 * every series, so colour is never the only signal.
 */
export const CHART_PALETTES = ['blue', 'orange', 'teal', 'purple', 'pink', 'cyan', 'green', 'yellow', 'red', 'gray'] as const;

/** The fill token of the n-th series (cycling through the palette). */
export function seriesColor(index: number): string {
  return `${CHART_PALETTES[index % CHART_PALETTES.length] ?? 'gray'}.solid`;
}
