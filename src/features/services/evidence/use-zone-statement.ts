import { useLingui } from '@lingui/react/macro';
import { browserTimeZone, myTimeZone, readingZone, type OwnZone } from '@/components/date-time/reading-zone';
import { useTimeZonePreference } from '@/components/date-time/time-zone-preference';

/**
 * Which zone a record's times are in, said in words: UTC, the reader's zone, or the device's local
 * time (the recording's zone, `own`; several records: each device's) with this browser's zone for
 * the times that have none.
 */
export function useZoneStatement(own: OwnZone | 'each'): string {
  const { t } = useLingui();
  const preference = useTimeZonePreference();
  const browser = browserTimeZone();
  if (preference.mode === 'utc') return t`Every time is in UTC.`;
  if (preference.mode === 'mine') {
    const zone = myTimeZone(preference);
    return t`Every time is in ${zone}.`;
  }
  if (own === 'each') return t`Times of a payload are in its device's local time; the production time is in ${browser}.`;
  const zone = readingZone(preference, own);
  const device = zone.timeZone ?? (zone.offset ? `UTC${zone.offset}` : browser);
  return t`Times of the payload are in the device's local time (${device}); the production time is in ${browser}.`;
}
