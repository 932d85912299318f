import type { AccountMetadata, Profile } from '@generated/admin/model';
import { readCookie, writeCookie } from '@/lib/cookies';

const TERMS_COOKIE = 'terms_accepted';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Whether the user accepted the policy in force: on the server (profile) or in this browser (cookie). */
export function termsAccepted(
  metadata: AccountMetadata | undefined,
  profile: Profile | undefined,
  cookie = readCookie(TERMS_COOKIE),
): boolean {
  const version = metadata?.policy?.valid_from;
  if (!version) return true;
  return profile?.portal_config?.terms_accepted_version === version || cookie === version;
}

export function acceptTerms(version: string): void {
  writeCookie(TERMS_COOKIE, version, { sameSite: 'Strict', maxAgeSeconds: YEAR_SECONDS });
}
