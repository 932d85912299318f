import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { PayloadType } from '@generated/admin/model';

/** The payload types a role can be limited to (calls, messages, media, diagnostics), with translated names. */
export function usePayloadTypeOptions(): { value: PayloadType; label: string }[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      { value: 'Call', label: t`Call` },
      { value: 'AbortedCall', label: t`Aborted call` },
      { value: 'BlockedCall', label: t`Blocked call` },
      { value: 'SMS', label: t`SMS` },
      { value: 'MMS', label: t`MMS` },
      { value: 'RCS', label: t`RCS` },
      { value: 'Photo', label: t`Photo` },
      { value: 'Video', label: t`Video` },
      { value: 'Interview', label: t`Interview` },
      { value: 'Diagnostics', label: t`Diagnostics` },
    ],
    [t],
  );
}
