import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { seriesColor } from './chart-palette';
import { rowTotals } from './chart-scale';
import { ChartDataTable } from './chart-data-table';
import type { ChartFigures, ChartMode, ChartRow, ChartSeries } from './chart-types';
import { useElementWidth } from './use-element-width';

const ColumnChartPlot = lazy(() => import('./column-chart-plot'));

export interface ColumnChartProps {
  /** What the chart shows (translated): its accessible name and the data table's caption. */
  title: string;
  /** Column positions, left to right (periods, commands, ...). */
  rows: readonly ChartRow[];
  series: readonly ChartSeries[];
  /** Series stacked in one column per row (default), or side by side. */
  mode?: ChartMode;
  /** Header of the data table's first column and title of the category axis, e.g. t`Period`. */
  rowHeader: string;
  /** Title of the value axis (default: Count). */
  valueLabel?: string;
  height?: number;
  format?: (value: number) => string;
  /** Shown instead of the chart when there are no rows. */
  empty?: ReactNode;
}

/**
 * Columns per category, stacked or grouped by series (recharts, loaded with the first chart), with
 * a tooltip per column by pointer or arrow keys. Screen readers get a summary and a data table with
 * every number (visually hidden until "Show data"); the legend names each colour. The chart's box
 * has its height before the drawing loads, so nothing shifts.
 */
export function ColumnChart({
  title,
  rows,
  series,
  mode = 'stacked',
  rowHeader,
  valueLabel,
  height = 220,
  format,
  empty,
}: ColumnChartProps) {
  const { t, i18n } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref, 640);
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const figures = useMemo<ChartFigures>(
    () => ({
      rows,
      series: series.map((entry, index) => ({ ...entry, color: entry.color ?? seriesColor(index) })),
      mode,
      totals: rowTotals(
        rows,
        series.map((entry) => entry.key),
      ),
      rowHeader,
      format: format ?? ((value: number) => i18n.number(value)),
    }),
    [rows, series, mode, rowHeader, format, i18n],
  );

  if (!rows.length) return <Box color="fg.muted">{empty ?? <Trans>No data for this period.</Trans>}</Box>;

  const { totals } = figures;
  const peakIndex = totals.indexOf(Math.max(...totals));
  const peakLabel = rows[peakIndex]?.label ?? '';
  const peakValue = figures.format(totals[peakIndex] ?? 0);
  const rowCount = rows.length;
  const seriesCount = series.length;
  const summary = t`${title}: ${rowCount} columns, ${seriesCount} series. Highest total ${peakValue} (${peakLabel}).`;

  return (
    <Stack gap="2">
      <Box ref={ref} width="full" height={`${height}px`}>
        <Suspense fallback={<Box role="img" aria-label={summary} aria-busy="true" height="full" bg="bg.subtle" rounded="md" />}>
          <ColumnChartPlot figures={figures} width={width} height={height} summary={summary} valueLabel={valueLabel ?? t`Count`} />
        </Suspense>
      </Box>
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        {series.length > 1 ? (
          <HStack as="ul" listStyleType="none" gap="3" rowGap="1" wrap="wrap" aria-label={t`Legend`} fontSize="xs">
            {figures.series.map((entry) => (
              <HStack as="li" key={entry.key} gap="1.5">
                <Box width="3" height="3" rounded="sm" bg={entry.color} aria-hidden flexShrink={0} />
                <Text>{entry.label}</Text>
              </HStack>
            ))}
          </HStack>
        ) : (
          <span />
        )}
        <Button size="xs" variant="ghost" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((shown) => !shown)}>
          {showTable ? <Trans>Hide data</Trans> : <Trans>Show data</Trans>}
        </Button>
      </HStack>
      <ChartDataTable id={tableId} caption={title} figures={figures} visible={showTable} />
    </Stack>
  );
}
