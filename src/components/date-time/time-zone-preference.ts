import { useSyncExternalStore } from 'react';
import { userKey } from '@/auth/browser-keys';
import { subscribeSession } from '@/auth/session-store';
import { browserStore } from '@/lib/browser-store';
import { isValidTimeZone } from './format-date';
import { dayZone, DEVICE_TIME, TIME_ZONE_MODES, type TimeZonePreference } from './reading-zone';

/** A stored preference as this version reads it; anything else is the default. */
function checkPreference(stored: unknown): TimeZonePreference | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { mode, zone } = stored as Record<string, unknown>;
  if (!TIME_ZONE_MODES.includes(mode as TimeZonePreference['mode'])) return undefined;
  return { mode: mode as TimeZonePreference['mode'], zone: typeof zone === 'string' && isValidTimeZone(zone) ? zone : undefined };
}

const store = browserStore('portal.time-zone', checkPreference, DEVICE_TIME);

/** The signed-in user's choice of zone, kept in this browser (the device's local time until they choose). */
export const currentTimeZonePreference = (): TimeZonePreference => store.read(userKey());

export const saveTimeZonePreference = (preference: TimeZonePreference): void => store.write(userKey(), preference);

const subscribe = (listener: () => void) => {
  const stopStore = store.subscribe(listener);
  const stopSession = subscribeSession(listener);
  return () => {
    stopStore();
    stopSession();
  };
};

/** The signed-in user's choice of zone; re-renders when they change it (here or in another tab) or another user signs in. */
export function useTimeZonePreference(): TimeZonePreference {
  return useSyncExternalStore(subscribe, currentTimeZonePreference, () => DEVICE_TIME);
}

/** The zone whose midnight starts a date filter's days, for the signed-in user (outside React: route loaders). */
export const currentDayZone = (): string => dayZone(currentTimeZonePreference());

/** The zone whose midnight starts a date filter's days, for the signed-in user. */
export const useDayZone = (): string => dayZone(useTimeZonePreference());
