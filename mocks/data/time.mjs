// Fixed clock of the example data: every time is relative to BASE, never to the real clock.

/** 2026-11-01T09:00:00Z: "now" for every generated record. */
export const BASE = Date.UTC(2026, 10, 1, 9, 0, 0);

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

const pad = (value, length = 2) => String(value).padStart(length, '0');

/** ISO 8601 UTC with Z, without milliseconds unless asked: 2026-10-31T14:22:05Z. */
export function iso(ms, { millis = false } = {}) {
  const text = new Date(ms).toISOString();
  return millis ? text : `${text.slice(0, 19)}Z`;
}

/** Minutes east of UTC for the few zones the data uses (DST rules of 2026 hard-coded). */
export function offsetMinutes(timezone, ms) {
  switch (timezone) {
    case 'Europe/London':
    case 'Europe/Lisbon': {
      // BST 2026: 29 March 01:00Z to 25 October 01:00Z.
      const start = Date.UTC(2026, 2, 29, 1);
      const end = Date.UTC(2026, 9, 25, 1);
      return ms >= start && ms < end ? 60 : 0;
    }
    case 'America/Sao_Paulo':
      return -180;
    case 'America/New_York': {
      const start = Date.UTC(2026, 2, 8, 7);
      const end = Date.UTC(2026, 10, 1, 6);
      return ms >= start && ms < end ? -240 : -300;
    }
    case 'Asia/Dubai':
      return 240;
    case 'Asia/Jerusalem': {
      const start = Date.UTC(2026, 2, 27, 0);
      const end = Date.UTC(2026, 9, 24, 23);
      return ms >= start && ms < end ? 180 : 120;
    }
    default:
      return 0;
  }
}

/** "+01:00" style offset. */
export function offsetText(minutes) {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/** Local wall-clock time with its offset: 2026-10-31T15:22:05+01:00. */
export function localIso(ms, timezone) {
  const offset = offsetMinutes(timezone, ms);
  return `${new Date(ms + offset * MINUTE).toISOString().slice(0, 19)}${offsetText(offset)}`;
}
