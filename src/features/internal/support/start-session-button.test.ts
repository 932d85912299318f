import type { SupportAccessRequest } from '@generated/internal/model';
import { describe, expect, it } from 'vitest';
import { canStartSession } from './start-session-button';

const NOW = Date.parse('2026-11-01T10:00:00Z');
const request = (patch: Partial<SupportAccessRequest>): SupportAccessRequest => ({
  request_reference: '01M4MTVMQ0DR0PYKQJYKPEBK4M',
  client: 'acme',
  role: 'Read Only',
  request_description: 'Check uploads',
  requested_expiry: '2026-11-03T09:00:00Z',
  approval_state: 'approved',
  rejection_reason: null,
  approval_expiry: '2026-11-02T09:00:00Z',
  approved_by: 'it.admin@acme.example',
  ...patch,
});

describe('canStartSession', () => {
  it('allows an approved request to a client until its approval expires', () => {
    expect(canStartSession(request({}), NOW)).toBe(true);
    expect(canStartSession(request({ approval_expiry: '2026-11-01T09:59:59Z' }), NOW)).toBe(false);
  });

  it('refuses other states and requests that do not name their client', () => {
    expect(canStartSession(request({ approval_state: 'pending', approval_expiry: null }), NOW)).toBe(false);
    expect(canStartSession(request({ approval_state: 'revoked' }), NOW)).toBe(false);
    expect(canStartSession(request({ client: undefined }), NOW)).toBe(false);
  });
});
