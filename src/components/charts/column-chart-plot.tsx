import { Chart, useChart } from '@chakra-ui/charts';
import { useMemo } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartFigures } from './chart-types';

export interface ColumnChartPlotProps {
  figures: ChartFigures;
  width: number;
  height: number;
  /** Accessible summary of the picture (the data table carries the numbers). */
  summary: string;
  /** The value axis' title (the category axis has the figures' row header). */
  valueLabel: string;
}

const MAX_LABEL_CHARS = 12;
const shorten = (text: string) => (text.length > MAX_LABEL_CHARS ? `${text.slice(0, MAX_LABEL_CHARS - 1)}…` : text);
const LABEL = '__label';
// Chakra's chart block removes outlines; a keyboard user must still see that the chart has focus.
const FOCUS_RING = { '& .recharts-surface:focus-visible': { outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' } };

/**
 * The drawing, by recharts through Chakra's chart block (theme colours in light and dark mode).
 * Its own module, loaded lazily, so recharts is only in the chart routes' chunks. The accessibility
 * layer makes the chart focusable: the arrow keys move the tooltip from column to column.
 */
export default function ColumnChartPlot({ figures, width, height, summary, valueLabel }: ColumnChartPlotProps) {
  const { rows, series, mode, rowHeader, format } = figures;
  const data = useMemo(() => rows.map((row) => ({ ...row.values, [LABEL]: row.label })), [rows]);
  const chart = useChart<Record<string, string | number>>({
    data,
    series: series.map((entry) => ({
      name: entry.key,
      label: entry.label,
      color: entry.color,
      ...(mode === 'stacked' ? { stackId: 'total' } : {}),
    })),
  });
  return (
    <Chart.Root chart={chart} aspectRatio="auto" height={`${height}px`} css={FOCUS_RING}>
      <BarChart
        data={chart.data}
        width={width}
        height={height}
        accessibilityLayer
        role="img"
        aria-label={summary}
        margin={{ top: 8, right: 8, bottom: 22, left: 12 }}
      >
        <CartesianGrid stroke={chart.color('border')} vertical={false} />
        <XAxis
          dataKey={LABEL}
          tickLine={false}
          stroke={chart.color('border.emphasized')}
          tickFormatter={shorten}
          label={{ value: rowHeader, position: 'insideBottom', offset: -16 }}
        />
        <YAxis
          allowDecimals={false}
          tickLine={false}
          axisLine={false}
          tickFormatter={format}
          label={{ value: valueLabel, angle: -90, position: 'insideLeft', offset: 0, style: { textAnchor: 'middle' } }}
        />
        <Tooltip
          cursor={{ fill: chart.color('bg.muted') }}
          isAnimationActive={false}
          content={<Chart.Tooltip formatter={(value) => format(Number(value))} />}
        />
        {chart.series.map((item) => (
          <Bar
            key={String(item.name)}
            dataKey={String(item.name)}
            name={String(item.name)}
            fill={chart.color(item.color)}
            isAnimationActive={false}
            {...(item.stackId ? { stackId: item.stackId } : {})}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}
