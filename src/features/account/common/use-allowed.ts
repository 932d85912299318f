import { useLingui } from '@lingui/react/macro';
import { useCan, useProfile } from '@/auth/use-profile';

/**
 * Whether the profile allows an API action, and if not, the reason to show on the disabled
 * control. Until the profile has loaded the action counts as allowed (the server still decides),
 * so controls do not flicker from disabled to enabled.
 */
export function useAllowed(action: string): { allowed: boolean; reason: string | undefined } {
  const { t } = useLingui();
  const { data } = useProfile();
  const can = useCan(action);
  const allowed = !data || can;
  return { allowed, reason: allowed ? undefined : t`Your roles do not allow this.` };
}
