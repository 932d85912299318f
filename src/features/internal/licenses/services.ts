import type { ClientLicenseLimits, ClientLicenseUse, DeviceService } from '@generated/internal/model';
import { SERVICE_ORDER } from '@/components/service-labels';

export interface ServiceUse {
  service: DeviceService;
  used: number;
  limit: number;
  /** used / limit; Infinity when something is used against a limit of 0. */
  ratio: number;
}

/** Use against limit per service, the busiest service, and the services over their limit. */
export function licenceUse(use: Pick<ClientLicenseUse, 'used'> & { limits: Omit<ClientLicenseLimits, 'client'> }) {
  const services: ServiceUse[] = SERVICE_ORDER.map((service) => {
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
