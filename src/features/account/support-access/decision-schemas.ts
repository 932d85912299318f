import { updateSupportAccessBody } from '@generated/admin/zod/support-access/support-access';
import { z } from '@generated/zod';
import { localToIso } from '@/components/form/date-time-local-field';

/** Approve: an expiry (viewer's time) in the future and not after the requested expiry. */
export function approveSchema(requestedExpiry: string, messages: { future: string; notAfter: string }, now: () => number = Date.now) {
  // The body schema carries cross-field refinements, so its fields are taken one by one (`.shape`).
  return z.object({ approval_expiry: z.string() }).superRefine((values, context) => {
    const expiry = localToIso(values.approval_expiry);
    if (!expiry || Date.parse(expiry) <= now()) context.addIssue({ code: 'custom', path: ['approval_expiry'], message: messages.future });
    else if (Date.parse(expiry) > Date.parse(requestedExpiry))
      context.addIssue({ code: 'custom', path: ['approval_expiry'], message: messages.notAfter });
  });
}

/** Reject: the generated reason rule (1 to 1000 characters), required. */
export function rejectSchema(messages: { required: string }) {
  const reason = updateSupportAccessBody.shape.rejection_reason.unwrap();
  return z.object({ rejection_reason: z.string().trim().min(1, messages.required).pipe(reason) });
}
