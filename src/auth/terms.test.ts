import { describe, expect, it } from 'vitest';
import type { AccountMetadata, Profile } from '@generated/admin/model';
import { termsAccepted } from './terms';

const metadata = { client: 'acme', policy: { valid_from: '2026-10-02T09:00:00Z', termsAndConditions: 'Terms' } } as AccountMetadata;
const profile = (version: string | null) =>
  ({
    user_reference: 'u@acme.example',
    client: 'acme',
    actions: [],
    groups: [],
    payload_types: [],
    roles: [],
    portal_config: { terms_accepted_version: version },
  }) as unknown as Profile;

describe('the terms guard', () => {
  it('passes a user who accepted the version in force, on the server or in this browser', () => {
    expect(termsAccepted(metadata, profile('2026-10-02T09:00:00Z'), undefined)).toBe(true);
    expect(termsAccepted(metadata, profile(null), '2026-10-02T09:00:00Z')).toBe(true);
  });

  it('stops a user who accepted nothing or an older version', () => {
    expect(termsAccepted(metadata, profile(null), undefined)).toBe(false);
    expect(termsAccepted(metadata, profile('2025-01-01T00:00:00Z'), '2025-01-01T00:00:00Z')).toBe(false);
  });

  it('passes everyone when the account has no policy', () => {
    expect(termsAccepted({ client: 'acme' } as AccountMetadata, profile(null), undefined)).toBe(true);
  });
});
