import { isValidTimeZone, parseOffset } from './format-date';

export const TIME_ZONE_MODES = ['device', 'mine', 'utc'] as const;
export type TimeZoneMode = (typeof TIME_ZONE_MODES)[number];

/** The zone a reader chose to read times in: the device's local time (the default), a zone of their own, or UTC. */
export interface TimeZonePreference {
  mode: TimeZoneMode;
  /** The IANA zone of 'mine'; this browser's zone when absent. */
  zone?: string | undefined;
}

export const DEVICE_TIME: TimeZonePreference = { mode: 'device' };

/** A time's own zone: the recording's IANA zone and its '+HH:MM' offset, as a payload carries them. */
export interface OwnZone {
  timeZone?: string | null | undefined;
  offset?: string | null | undefined;
}

/** Where a time is read: an IANA zone, or a fixed offset when the recording names no known zone. */
export interface ReadingZone {
  timeZone?: string;
  offset?: string;
}

let browserZone: string | undefined;

/** This browser's IANA zone (UTC when the runtime does not say). */
export function browserTimeZone(): string {
  browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return browserZone;
}

/** The reader's own zone: the one they picked, or this browser's. */
export const myTimeZone = (preference: TimeZonePreference): string =>
  isValidTimeZone(preference.zone) ? preference.zone : browserTimeZone();

/**
 * The zone a time is shown in: UTC; the reader's zone; or, for the device's local time, the
 * recording's zone (else its offset), and this browser's zone for times that have none of their own.
 */
export function readingZone(preference: TimeZonePreference, own: OwnZone = {}): ReadingZone {
  if (preference.mode === 'utc') return { timeZone: 'UTC' };
  if (preference.mode === 'mine') return { timeZone: myTimeZone(preference) };
  if (isValidTimeZone(own.timeZone)) return { timeZone: own.timeZone };
  if (own.offset && parseOffset(own.offset) !== undefined) return { offset: own.offset };
  return { timeZone: browserTimeZone() };
}

/**
 * The zone whose midnight starts a date filter's days. The API takes one instant for each end, so
 * it cannot follow each recording's own zone: the device's local time keeps the API's UTC days.
 */
export const dayZone = (preference: TimeZonePreference): string => (preference.mode === 'mine' ? myTimeZone(preference) : 'UTC');
