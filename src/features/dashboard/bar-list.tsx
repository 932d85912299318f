import { plainClass } from '@/theme/plain-class';

export interface Bar {
  label: string;
  value: number;
  /** When given, the bar shows value against this total (e.g. licences used of the limit). */
  max?: number | undefined;
}

/**
 * A horizontal bar chart as a list: readable by screen readers and in both colour modes. Static CSS
 * (src/theme/plain-styles.ts) styles it: the dashboard shows a few dozen bars at once.
 */
export function BarList({
  bars,
  label,
  format = (bar) => String(bar.value),
}: {
  bars: Bar[];
  label: string;
  format?: (bar: Bar) => string;
}) {
  const scale = Math.max(1, ...bars.map((bar) => bar.max ?? bar.value));
  return (
    <ul className={plainClass.barList} aria-label={label}>
      {bars.map((bar) => (
        <li key={bar.label} data-over={bar.max !== undefined && bar.value > bar.max ? '' : undefined}>
          <div data-part="head">
            <p data-part="label">{bar.label}</p>
            <p data-part="value">{format(bar)}</p>
          </div>
          <div data-part="track" aria-hidden>
            <div data-part="fill" style={{ width: `${Math.min(100, (bar.value / (bar.max ?? scale)) * 100)}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A bar list's place while it loads: `rows` bars of the same height. */
export function BarListSkeleton({ rows }: { rows: number }) {
  return (
    <ul className={plainClass.barList} aria-hidden>
      {Array.from({ length: rows }, (_, index) => (
        <li key={index}>
          <div data-part="head">
            <div className={plainClass.skeleton} style={{ width: '40%' }}>
              {'\u00a0'}
            </div>
          </div>
          <div className={plainClass.skeleton} data-part="bar" />
        </li>
      ))}
    </ul>
  );
}
