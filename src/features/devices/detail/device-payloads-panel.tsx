import { getListDevicePayloadsQueryKey, listDevicePayloads } from '@generated/client/hooks/payloads/payloads';
import type { ListDevicePayloadsParams } from '@generated/client/model';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { PayloadsTable } from '../parts/payloads-table';

const LATEST: ListDevicePayloadsParams = {};

/** The device's latest payloads (client document GET devices/{ref}/payloads), newest first. */
export function DevicePayloadsPanel({ deviceReference }: { deviceReference: string }) {
  const { t } = useLingui();
  const fetcher = useCallback(
    (p: ListDevicePayloadsParams, signal?: AbortSignal) => listDevicePayloads(deviceReference, p, signal),
    [deviceReference],
  );
  const key = useCallback((p: ListDevicePayloadsParams) => getListDevicePayloadsQueryKey(deviceReference, p), [deviceReference]);
  const list = usePagedList(fetcher, key, LATEST, { pageSize: 50, total: true });
  return (
    <PayloadsTable
      id="device-payloads"
      exportName={`payloads-${deviceReference}`}
      caption={t`Payloads of ${deviceReference}`}
      list={list}
      show="user"
    />
  );
}
