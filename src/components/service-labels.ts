import type { DeviceService } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

/** The device services in the order the portal lists them. */
export const SERVICE_ORDER: readonly DeviceService[] = ['calls', 'sms', 'mms', 'rcs', 'interviews', 'photos', 'videos', 'gps'];

/** Translated service names. */
export function useServiceLabels(): Record<DeviceService, string> {
  const { t } = useLingui();
  return useMemo(
    () => ({
      calls: t`Calls`,
      sms: t`SMS`,
      mms: t`MMS`,
      rcs: t`RCS`,
      interviews: t`Interviews`,
      photos: t`Photos`,
      videos: t`Videos`,
      gps: t`GPS`,
    }),
    [t],
  );
}

/** Sorts entries with a `service` into the portal's service order (unknown services last). */
export function byServiceOrder<T extends { service: DeviceService }>(entries: readonly T[]): T[] {
  const rank = (service: DeviceService) => {
    const index = SERVICE_ORDER.indexOf(service);
    return index === -1 ? SERVICE_ORDER.length : index;
  };
  return [...entries].sort((a, b) => rank(a.service) - rank(b.service));
}
