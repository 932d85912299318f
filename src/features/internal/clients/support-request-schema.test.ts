import { describe, expect, it } from 'vitest';
import { supportRequestBody, supportRequestSchema } from './support-request-schema';

const schema = supportRequestSchema({ roleRequired: 'Choose a role', descriptionRequired: 'Say why', future: 'In the future' }, () =>
  Date.parse('2026-11-01T09:00:00Z'),
);

describe('support access request form', () => {
  it('needs a role, a description and a future expiry', () => {
    const result = schema.safeParse({ role: undefined, request_description: ' ', requested_expiry: '2020-01-01T09:00' });
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual(
      expect.arrayContaining(['role: Choose a role', 'request_description: Say why', 'requested_expiry: In the future']),
    );
    expect(result.error?.issues.some((issue) => issue.path[0] === 'request_description')).toBe(true);
  });

  it('keeps the generated role rule and sends the expiry in UTC', () => {
    expect(schema.safeParse({ role: ' Read Only', request_description: 'Ticket 1', requested_expiry: '2030-01-01T09:00' }).success).toBe(
      false,
    );
    const values = { role: 'Read Only', request_description: 'Ticket 1', requested_expiry: '2030-01-01T09:00' };
    expect(schema.safeParse(values).success).toBe(true);
    expect(supportRequestBody(values).requested_expiry).toMatch(/^2030-01-01T\d{2}:00:00Z$/);
  });
});
