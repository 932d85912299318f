import { holdOf, useDeviceUserHolds } from '@/components/legal-holds/device-user-holds';

/** The legal hold record of one device user, or undefined when none was ever placed. */
export function useDeviceUserHold(deviceUserReference: string) {
  const { allowed, query } = useDeviceUserHolds();
  return { hold: holdOf(query.data, deviceUserReference), allowed, query };
}
