import { useLingui } from '@lingui/react/macro';
import { profileAllows, useProfile } from './use-profile';

export interface Permission {
  allowed: boolean;
  /** Why not, for the disabled control (GuardedButton, Form's disabledReason); undefined when allowed. */
  reason: string | undefined;
}

/**
 * Whether the signed-in user's profile allows an API action (operation id; '*' allows everything).
 * Denied until the profile has loaded, so a control never shows enabled and then turns disabled,
 * and a query gated on it does not start before the profile says it may.
 */
export function usePermission(action: string): Permission {
  const { t } = useLingui();
  const profile = useProfile();
  if (profileAllows(profile.data, action)) return { allowed: true, reason: undefined };
  return { allowed: false, reason: profile.data ? t`Your roles do not allow this.` : t`Checking what your roles allow…` };
}
