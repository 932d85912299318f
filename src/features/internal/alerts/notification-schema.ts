import { raiseNotificationAlertBody } from '@generated/internal/zod/alerts/alerts';
import type { NotificationAlertRequest } from '@generated/internal/model';
import { z } from '@generated/zod';
import { localToIso } from '@/components/form/date-time-local-field';

export interface NotificationMessages {
  clientRequired: string;
  subjectRequired: string;
  messageRequired: string;
  future: string;
}

/** The Raise notification form: the generated body's rules, a client when the target is a client, and an expiry in the future. */
export function notificationSchema(messages: NotificationMessages, now: () => number = Date.now) {
  // The generated body carries a cross-field refinement (client for target client), so its fields are taken from `.shape`.
  const shape = raiseNotificationAlertBody.shape;
  return z
    .object({
      alert_target: shape.alert_target,
      client: z.string().optional(),
      alert_scope: shape.alert_scope,
      alert_severity: shape.alert_severity,
      alert_subject: z.string().trim().min(1, messages.subjectRequired).pipe(shape.alert_subject),
      alert_message: z.string().trim().min(1, messages.messageRequired).pipe(shape.alert_message),
      expires_after: z
        .string()
        .optional()
        .refine((value) => !value || Date.parse(localToIso(value) ?? '') > now(), messages.future),
    })
    .superRefine((values, context) => {
      if (values.alert_target === 'client' && !values.client)
        context.addIssue({ code: 'custom', path: ['client'], message: messages.clientRequired });
    });
}

export type NotificationForm = z.input<ReturnType<typeof notificationSchema>>;
type NotificationValues = z.output<ReturnType<typeof notificationSchema>>;

/** The POST /alerts body for the form's values (the client only for target `client`). */
export function notificationBody(values: NotificationValues): NotificationAlertRequest {
  const expires = localToIso(values.expires_after);
  return {
    alert_target: values.alert_target,
    ...(values.alert_target === 'client' && values.client ? { client: values.client } : {}),
    alert_scope: values.alert_scope,
    alert_severity: values.alert_severity,
    alert_subject: values.alert_subject,
    alert_message: values.alert_message,
    ...(expires ? { expires_after: expires } : {}),
  };
}
