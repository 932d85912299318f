import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { browserTimeZone, myTimeZone, type TimeZonePreference } from './reading-zone';

const DEVICE_LOCAL = msg`device's local time`;

/**
 * The zone times are read in, as a file's column header or a note names it: 'UTC', the reader's
 * zone ('Europe/London'), or for the device's local time "device's local time" when the times carry
 * their recording's zone and this browser's zone when they have none.
 */
export function zoneCaption(i18n: I18n, preference: TimeZonePreference, own: boolean): string {
  if (preference.mode === 'utc') return 'UTC';
  if (preference.mode === 'mine') return myTimeZone(preference);
  return own ? i18n._(DEVICE_LOCAL) : browserTimeZone();
}
