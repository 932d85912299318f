import { chakra } from '@chakra-ui/react';
import { labelStride, niceScale, rowTotals } from './chart-scale';
import type { ChartMode, ChartRow, ChartSeries } from './chart-types';

interface ColumnChartSvgProps {
  rows: readonly ChartRow[];
  series: readonly (ChartSeries & { color: string })[];
  mode: ChartMode;
  width: number;
  height: number;
  /** Accessible summary of the picture (the data table carries the numbers). */
  summary: string;
  format: (value: number) => string;
}

const PAD = { top: 10, right: 8, bottom: 30 };
const CHAR_WIDTH = 7;
const MAX_LABEL_CHARS = 12;

const shorten = (text: string) => (text.length > MAX_LABEL_CHARS ? `${text.slice(0, MAX_LABEL_CHARS - 1)}…` : text);

/** The drawing: value gridlines and ticks, columns (stacked or side by side) and category labels. */
export function ColumnChartSvg({ rows, series, mode, width, height, summary, format }: ColumnChartSvgProps) {
  const keys = series.map((entry) => entry.key);
  const peak = mode === 'stacked' ? Math.max(0, ...rowTotals(rows, keys)) : Math.max(0, ...rows.flatMap((row) => keys.map((key) => row.values[key] ?? 0)));
  const scale = niceScale(peak);
  const left = Math.max(...scale.ticks.map((tick) => format(tick).length)) * CHAR_WIDTH + 12;
  const plotWidth = Math.max(10, width - left - PAD.right);
  const plotHeight = Math.max(10, height - PAD.top - PAD.bottom);
  const slot = plotWidth / Math.max(1, rows.length);
  const stride = labelStride(rows.length, slot, Math.min(MAX_LABEL_CHARS, Math.max(...rows.map((row) => row.label.length), 1)) * CHAR_WIDTH + 8);
  const y = (value: number) => PAD.top + plotHeight - (value / scale.max) * plotHeight;

  return (
    <svg role="img" aria-label={summary} width={width} height={height} viewBox={`0 0 ${width} ${height}`} style={{ display: 'block', overflow: 'visible' }}>
      {scale.ticks.map((tick) => (
        <g key={tick}>
          <chakra.line x1={left} x2={left + plotWidth} y1={y(tick)} y2={y(tick)} stroke={tick === 0 ? 'border.emphasized' : 'border'} strokeWidth={1} />
          <chakra.text x={left - 6} y={y(tick)} dy="0.32em" textAnchor="end" fontSize="11px" fill="fg.muted">
            {format(tick)}
          </chakra.text>
        </g>
      ))}
      {rows.map((row, index) => {
        const x0 = left + index * slot;
        return (
          <g key={row.key} data-row={row.key}>
            {mode === 'stacked' ? <StackedColumn row={row} series={series} x={x0 + slot * 0.15} width={Math.max(1, slot * 0.7)} y={y} format={format} /> : <GroupedColumns row={row} series={series} x={x0 + slot * 0.1} width={slot * 0.8} y={y} format={format} />}
            {index % stride === 0 ? (
              <chakra.text x={x0 + slot / 2} y={PAD.top + plotHeight + 16} textAnchor="middle" fontSize="11px" fill="fg.muted">
                <title>{row.label}</title>
                {shorten(row.label)}
              </chakra.text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

interface ColumnProps {
  row: ChartRow;
  series: readonly (ChartSeries & { color: string })[];
  x: number;
  width: number;
  y: (value: number) => number;
  format: (value: number) => string;
}

function StackedColumn({ row, series, x, width, y, format }: ColumnProps) {
  const values = series.map((entry) => Math.max(0, row.values[entry.key] ?? 0));
  const bases = values.map((_, index) => values.slice(0, index).reduce((sum, value) => sum + value, 0));
  return (
    <>
      {series.map((entry, index) => {
        const value = values[index] ?? 0;
        const base = bases[index] ?? 0;
        if (value <= 0) return null;
        const top = y(base + value);
        return (
          <chakra.rect key={entry.key} data-series={entry.key} x={x} y={top} width={width} height={Math.max(0.5, y(base) - top)} fill={entry.color}>
            <title>{`${entry.label}, ${row.label}: ${format(value)}`}</title>
          </chakra.rect>
        );
      })}
    </>
  );
}

function GroupedColumns({ row, series, x, width, y, format }: ColumnProps) {
  const barWidth = width / Math.max(1, series.length);
  return (
    <>
      {series.map((entry, index) => {
        const value = row.values[entry.key] ?? 0;
        const top = y(value);
        return (
          <chakra.rect key={entry.key} data-series={entry.key} x={x + index * barWidth + barWidth * 0.08} y={top} width={Math.max(1, barWidth * 0.84)} height={Math.max(0, y(0) - top)} fill={entry.color}>
            <title>{`${entry.label}, ${row.label}: ${format(value)}`}</title>
          </chakra.rect>
        );
      })}
    </>
  );
}
