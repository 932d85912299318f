import { requestSupportAccessBody } from '@generated/internal/zod/support-access/support-access';
import type { SupportAccessCreate } from '@generated/internal/model';
import { z } from '@generated/zod';
import { localToIso } from '@/components/form/date-time-local-field';

/** A support access request: the generated rules for role and description, and an expiry (viewer's time) in the future. */
export function supportRequestSchema(
  messages: { roleRequired: string; descriptionRequired: string; future: string },
  now: () => number = Date.now,
) {
  const shape = requestSupportAccessBody.shape;
  return requestSupportAccessBody.extend({
    role: z.string({ error: messages.roleRequired }).min(1, messages.roleRequired).pipe(shape.role),
    request_description: z.string().trim().min(1, messages.descriptionRequired).pipe(shape.request_description),
    requested_expiry: z.string().refine((value) => Date.parse(localToIso(value) ?? '') > now(), messages.future),
  });
}

export type SupportRequestForm = z.input<ReturnType<typeof supportRequestSchema>>;

export function supportRequestBody(values: SupportRequestForm): SupportAccessCreate {
  return {
    role: values.role,
    request_description: values.request_description,
    requested_expiry: localToIso(values.requested_expiry) ?? values.requested_expiry,
  };
}
