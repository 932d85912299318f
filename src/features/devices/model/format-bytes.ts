const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** A byte count in the largest unit that keeps it at 1 or more (1024 steps), in the locale's words. */
export function formatBytes(bytes: number | null | undefined, locale: string): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return '';
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** Free space as a whole percentage of the total, or undefined without a total. */
export function freePercent(storage: { total_bytes: number; free_bytes: number } | null | undefined): number | undefined {
  if (!storage || storage.total_bytes <= 0) return undefined;
  return Math.round((storage.free_bytes / storage.total_bytes) * 100);
}
