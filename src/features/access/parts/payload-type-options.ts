import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { PayloadType } from '@generated/admin/model';
import { PAYLOAD_TYPE_LABELS, PAYLOAD_TYPES } from '@/lib/payload-types';

/** The payload types a role can be limited to (calls, messages, media, diagnostics), with translated names. */
export function usePayloadTypeOptions(): { value: PayloadType; label: string }[] {
  const { i18n } = useLingui();
  return useMemo(() => PAYLOAD_TYPES.map((value) => ({ value, label: i18n._(PAYLOAD_TYPE_LABELS[value]) })), [i18n]);
}
