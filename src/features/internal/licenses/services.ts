import type { ClientLicenseLimits, ClientLicenseUse } from '@generated/internal/model';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

/** The eight device services, in the order the portal lists them. */
export const SERVICES = ['calls', 'sms', 'mms', 'rcs', 'interviews', 'photos', 'videos', 'gps'] as const;
export type Service = (typeof SERVICES)[number];

/** Translated service names. */
export function useServiceLabels(): Record<Service, string> {
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

export interface ServiceUse {
  service: Service;
  used: number;
  limit: number;
  /** used / limit; Infinity when something is used against a limit of 0. */
  ratio: number;
}

/** Use against limit per service, the busiest service, and the services over their limit. */
export function licenceUse(use: Pick<ClientLicenseUse, 'used'> & { limits: Omit<ClientLicenseLimits, 'client'> }) {
  const services: ServiceUse[] = SERVICES.map((service) => {
    const used = use.used[service] ?? 0;
    const limit = use.limits[service] ?? 0;
    return { service, used, limit, ratio: limit > 0 ? used / limit : used > 0 ? Number.POSITIVE_INFINITY : 0 };
  });
  const peak = services.reduce<ServiceUse | undefined>(
    (best, entry) => (entry.limit + entry.used > 0 && (!best || entry.ratio > best.ratio) ? entry : best),
    undefined,
  );
  return { services, peak, over: services.filter((entry) => entry.used > entry.limit) };
}

/** Colour of a use bar: red over the limit, orange from 90 %. */
export function toneFor(ratio: number): 'red' | 'orange' | 'green' {
  return ratio > 1 ? 'red' : ratio >= 0.9 ? 'orange' : 'green';
}
