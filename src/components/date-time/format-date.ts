/**
 * Pure date and time formatting for the portal: timestamps from the API (UTC unless they carry an
 * offset), shown in the viewer's locale and, when known, in the recording's own IANA timezone.
 */

const ISO_NO_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;

/** Parses an API timestamp ('T' or space, optional fraction, optional Z or offset; no zone means UTC). */
export function parseTimestamp(value: string | number | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : undefined;
  let text = value.trim().replace(' ', 'T');
  if (ISO_NO_ZONE.test(text)) text += 'Z';
  text = text.replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const zoneValidity = new Map<string, boolean>();

/** Whether the runtime knows this IANA zone name. */
export function isValidTimeZone(timeZone: string | null | undefined): timeZone is string {
  if (!timeZone) return false;
  let valid = zoneValidity.get(timeZone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone });
      valid = true;
    } catch {
      valid = false;
    }
    zoneValidity.set(timeZone, valid);
  }
  return valid;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Intl formatters are costly to build and tables format many cells: keep one per combination. */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

/** Minutes east of UTC from '+HH:MM', '-HHMM' or '+HH'; undefined when not an offset. */
export function parseOffset(offset: string | null | undefined): number | undefined {
  const match = offset ? /^([+-])(\d{2}):?(\d{2})?$/.exec(offset.trim()) : null;
  if (!match) return undefined;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

const pad = (value: number, size = 2) => String(Math.abs(value)).padStart(size, '0');

function offsetText(minutes: number): string {
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

export interface DateTimeOptions {
  locale: string;
  /** IANA zone of the recording; the viewer's zone when absent or unknown. */
  timeZone?: string | null | undefined;
  /** '+HH:MM' of the recording, used when the zone name is missing or unknown. */
  offset?: string | null | undefined;
  /** 'date' leaves the time out; 'short' omits seconds. Default 'medium'. */
  style?: 'date' | 'short' | 'medium';
}

function styleOptions(style: DateTimeOptions['style']): Intl.DateTimeFormatOptions {
  if (style === 'date') return { day: '2-digit', month: 'short', year: 'numeric' };
  const time: Intl.DateTimeFormatOptions =
    style === 'short' ? { hour: '2-digit', minute: '2-digit' } : { hour: '2-digit', minute: '2-digit', second: '2-digit' };
  return { day: '2-digit', month: 'short', year: 'numeric', hourCycle: 'h23', ...time };
}

/**
 * '31 Oct 2026, 13:51:04 GMT-4' for a recording zone; without a zone the viewer's own zone and no
 * zone label. Returns undefined for a missing or unreadable value, so callers can show a dash.
 */
export function formatDateTime(value: string | number | Date | null | undefined, options: DateTimeOptions): string | undefined {
  const date = parseTimestamp(value);
  if (!date) return undefined;
  const base = styleOptions(options.style);
  const withZone = options.style !== 'date';
  if (isValidTimeZone(options.timeZone)) {
    return formatter(options.locale, { ...base, timeZone: options.timeZone, ...(withZone ? { timeZoneName: 'short' } : {}) }).format(date);
  }
  const offset = parseOffset(options.offset);
  if (offset !== undefined) {
    // A fixed offset without a zone name: shift, format as UTC, and label the offset itself.
    const text = formatter(options.locale, { ...base, timeZone: 'UTC' }).format(new Date(date.getTime() + offset * 60_000));
    return withZone ? `${text} UTC${offsetText(offset)}` : text;
  }
  return formatter(options.locale, base).format(date);
}

/** The zone's short name or offset at that instant, e.g. 'BST', 'GMT-3'. */
export function zoneLabel(value: string | number | Date | null | undefined, timeZone: string, locale: string): string | undefined {
  const date = parseTimestamp(value);
  if (!date || !isValidTimeZone(timeZone)) return undefined;
  return formatter(locale, { timeZone, timeZoneName: 'short' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
}

function zoneOffsetMinutes(date: Date, timeZone: string): number {
  const parts = formatter('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour') % 24, get('minute'), get('second'));
  return Math.round((asUtc - (date.getTime() - date.getMilliseconds())) / 60_000);
}

/**
 * The instant at a wall-clock time in an IANA zone ('2026-03-29T00:00:00' in Europe/London is
 * 00:00 GMT). A time skipped by a clock change reads as the same clock time after the change.
 */
export function instantAtZoneTime(localIso: string, timeZone: string): Date | undefined {
  const asUtc = Date.parse(`${localIso}Z`);
  if (Number.isNaN(asUtc)) return undefined;
  if (timeZone === 'UTC' || !isValidTimeZone(timeZone)) return new Date(asUtc);
  // The offset at the guess, then at the corrected guess: two steps settle across a clock change.
  let instant = asUtc - zoneOffsetMinutes(new Date(asUtc), timeZone) * 60_000;
  instant = asUtc - zoneOffsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant);
}

/** ISO 8601 in a zone or offset with its numeric offset, e.g. '2026-10-31T13:51:04-04:00'. */
export function isoInZone(
  value: string | number | Date | null | undefined,
  timeZone?: string | null,
  offset?: string | null,
): string | undefined {
  const date = parseTimestamp(value);
  if (!date) return undefined;
  const minutes = isValidTimeZone(timeZone) ? zoneOffsetMinutes(date, timeZone) : (parseOffset(offset) ?? 0);
  const local = new Date(date.getTime() + minutes * 60_000).toISOString().replace(/\.000Z$|Z$/, '');
  return `${local}${minutes === 0 && !timeZone && !offset ? 'Z' : offsetText(minutes)}`;
}

/** Seconds as h:mm:ss ('0:04:05'); undefined for missing or negative values. */
export function formatDuration(seconds: number | null | undefined): string | undefined {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return undefined;
  const total = Math.round(seconds);
  return `${Math.floor(total / 3600)}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

const relativeFormatters = new Map<string, Intl.RelativeTimeFormat>();

/** '3 hours ago', 'in 2 days', 'now' in the locale; undefined for a missing value. */
export function formatRelative(
  value: string | number | Date | null | undefined,
  locale: string,
  now: number = Date.now(),
): string | undefined {
  const date = parseTimestamp(value);
  if (!date) return undefined;
  let rtf = relativeFormatters.get(locale);
  if (!rtf) {
    rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormatters.set(locale, rtf);
  }
  const seconds = (date.getTime() - now) / 1000;
  const [unit, size] = UNITS.find(([, length]) => Math.abs(seconds) >= length) ?? ['second', 1];
  return rtf.format(Math.round(seconds / size), unit);
}
