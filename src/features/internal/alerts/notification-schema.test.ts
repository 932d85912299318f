import { describe, expect, it } from 'vitest';
import { notificationBody, notificationSchema } from './notification-schema';

const schema = notificationSchema(
  { clientRequired: 'Choose the client', subjectRequired: 'Subject', messageRequired: 'Message', future: 'In the future' },
  () => Date.parse('2026-11-01T09:00:00Z'),
);
const valid = {
  alert_target: 'client' as const,
  client: 'acme',
  alert_scope: 'ops' as const,
  alert_severity: 'Low' as const,
  alert_subject: 'Maintenance',
  alert_message: 'Tonight',
};

describe('notification form', () => {
  it('needs a client when the target is a client, and not for staff', () => {
    const missing = schema.safeParse({ ...valid, client: undefined });
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['client', 'Choose the client']]);
    expect(schema.safeParse({ ...valid, alert_target: 'admin', client: undefined }).success).toBe(true);
  });

  it('keeps the generated rules (subject length) and refuses a past expiry', () => {
    expect(schema.safeParse({ ...valid, alert_subject: ' ' }).error?.issues[0]?.message).toBe('Subject');
    expect(schema.safeParse({ ...valid, alert_subject: 'x'.repeat(256) }).success).toBe(false);
    const past = schema.safeParse({ ...valid, expires_after: '2020-01-01T10:00' });
    expect(past.error?.issues[0]?.message).toBe('In the future');
    expect(schema.safeParse({ ...valid, expires_after: '2030-01-01T10:00' }).success).toBe(true);
  });

  it('sends the client only for target client, and the expiry as an ISO timestamp', () => {
    expect(notificationBody({ ...valid, alert_target: 'admin' })).not.toHaveProperty('client');
    const body = notificationBody({ ...valid, expires_after: '2030-01-01T10:00' });
    expect(body.client).toBe('acme');
    expect(body.expires_after).toMatch(/^2030-01-01T\d{2}:00:00Z$/);
  });
});
