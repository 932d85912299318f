import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { DeviceCommandName, DeviceService } from '@generated/admin/model';
import type { PayloadType } from '@generated/client/model';
import { PAYLOAD_TYPE_LABELS } from '@/lib/payload-types';
import { COMMAND_LABELS, SERVICE_LABELS } from '../model/labels';

/** Translated names of services, commands and payload types (unknown values as they are). */
export function useLabels() {
  const { i18n } = useLingui();
  const service = useCallback((value: DeviceService) => (SERVICE_LABELS[value] ? i18n._(SERVICE_LABELS[value]) : value), [i18n]);
  const services = useCallback((values: readonly DeviceService[] | undefined) => (values ?? []).map(service).join(', '), [service]);
  const command = useCallback((value: DeviceCommandName) => (COMMAND_LABELS[value] ? i18n._(COMMAND_LABELS[value]) : value), [i18n]);
  const payloadType = useCallback(
    (value: PayloadType) => (PAYLOAD_TYPE_LABELS[value] ? i18n._(PAYLOAD_TYPE_LABELS[value]) : value),
    [i18n],
  );
  return { service, services, command, payloadType };
}
