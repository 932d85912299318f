import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { formatDateTime, isoInZone, type DateTimeOptions } from './format-date';
import { readingZone, type OwnZone, type TimeZonePreference } from './reading-zone';
import { useTimeZonePreference } from './time-zone-preference';

type TimeValue = string | number | Date | null | undefined;

export interface TimeFormat {
  preference: TimeZonePreference;
  /** Text of a time in the reader's locale and zone, the zone named ('31 Oct 2026, 18:10:00 UTC'); undefined when missing. */
  text: (value: TimeValue, own?: OwnZone, style?: DateTimeOptions['style']) => string | undefined;
  /** ISO 8601 in the reader's zone with its offset ('2026-10-31T22:10:00+04:00'), for files. */
  iso: (value: TimeValue, own?: OwnZone) => string | undefined;
}

/** Formats times as `<DateTime>` shows them, for text outside it: labels, map tooltips, files. */
export function timeFormat(locale: string, preference: TimeZonePreference): TimeFormat {
  return {
    preference,
    text: (value, own, style) => formatDateTime(value, { locale, ...readingZone(preference, own), style }),
    iso: (value, own) => {
      const zone = readingZone(preference, own);
      return isoInZone(value, zone.timeZone === 'UTC' ? undefined : zone.timeZone, zone.offset);
    },
  };
}

/** `timeFormat` for the active locale and the signed-in user's zone. */
export function useTimeFormat(): TimeFormat {
  const { i18n } = useLingui();
  const preference = useTimeZonePreference();
  return useMemo(() => timeFormat(i18n.locale, preference), [i18n.locale, preference]);
}
