import type { DeviceService } from '@generated/internal/model';
import {
  putClientLicensesBody,
  putClientLicensesBodyCallsMax,
  putClientLicensesBodyCallsMin,
} from '@generated/internal/zod/licenses/licenses';
import { z } from '@generated/zod';
import { SERVICE_ORDER } from '@/components/service-labels';

/**
 * The limits form: the generated body without the client (it comes from the path), each limit a
 * whole number within the generated bounds (0 to 100000, the same for every service), with
 * translated messages.
 */
export function limitsSchema(messages: { integer: string; range: string; required: string }) {
  const limit = () =>
    z
      .number({ error: messages.required })
      .int(messages.integer)
      .min(putClientLicensesBodyCallsMin, messages.range)
      .max(putClientLicensesBodyCallsMax, messages.range);
  const limits = Object.fromEntries(SERVICE_ORDER.map((service) => [service, limit()])) as Record<DeviceService, ReturnType<typeof limit>>;
  return putClientLicensesBody.omit({ client: true }).extend(limits);
}

export type LimitsForm = z.input<ReturnType<typeof limitsSchema>>;
