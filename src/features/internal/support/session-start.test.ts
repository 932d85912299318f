import type { SupportAccessRequest } from '@generated/internal/model';
import { describe, expect, it } from 'vitest';
import { canStartSession, sessionRefusal } from './session-start';

const NOW = Date.parse('2026-11-01T10:00:00Z');
const ME = 'ops.lead@provider.example';
const request = (patch: Partial<SupportAccessRequest>): SupportAccessRequest => ({
  request_reference: '01M4MTVMQ0DR0PYKQJYKPEBK4M',
  client: 'acme',
  role: 'Read Only',
  request_description: 'Check uploads',
  requested_expiry: '2026-11-03T09:00:00Z',
  approval_state: 'approved',
  requested_by: ME,
  rejection_reason: null,
  approval_expiry: '2026-11-02T09:00:00Z',
  approved_by: 'it.admin@acme.example',
  ...patch,
});

describe('canStartSession', () => {
  it('allows the staff member who made an approved request to a client until its approval expires', () => {
    expect(canStartSession(request({}), ME, NOW)).toBe(true);
    expect(canStartSession(request({ approval_expiry: '2026-11-01T09:59:59Z' }), ME, NOW)).toBe(false);
  });

  it('refuses other states and requests that do not name their client', () => {
    expect(canStartSession(request({ approval_state: 'pending', approval_expiry: null }), ME, NOW)).toBe(false);
    expect(canStartSession(request({ approval_state: 'revoked' }), ME, NOW)).toBe(false);
    expect(canStartSession(request({ client: undefined }), ME, NOW)).toBe(false);
  });

  it('refuses an approved request another staff member made, or one that names nobody', () => {
    expect(sessionRefusal(request({ requested_by: 'carla.mendes@provider.example' }), ME, NOW)).toBe('someone-else');
    expect(sessionRefusal(request({ requested_by: undefined }), ME, NOW)).toBe('someone-else');
  });

  it('waits to know who is signed in', () => {
    expect(sessionRefusal(request({}), undefined, NOW)).toBe('who-unknown');
    expect(sessionRefusal(request({ approval_state: 'rejected' }), undefined, NOW)).toBe('not-approved');
  });
});
