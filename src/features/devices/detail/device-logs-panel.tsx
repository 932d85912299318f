import { getListDeviceLogsForDeviceQueryKey, listDeviceLogsForDevice } from '@generated/client/hooks/logs/logs';
import type { ListDeviceLogsForDeviceParams } from '@generated/client/model';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { LogsTable } from '../parts/logs-table';

const LATEST: ListDeviceLogsForDeviceParams = {};

/** The device's latest log lines (client document GET devices/{ref}/logs). */
export function DeviceLogsPanel({ deviceReference }: { deviceReference: string }) {
  const { t } = useLingui();
  const fetcher = useCallback(
    (p: ListDeviceLogsForDeviceParams, signal?: AbortSignal) => listDeviceLogsForDevice(deviceReference, p, signal),
    [deviceReference],
  );
  const key = useCallback((p: ListDeviceLogsForDeviceParams) => getListDeviceLogsForDeviceQueryKey(deviceReference, p), [deviceReference]);
  const list = usePagedList(fetcher, key, LATEST, { pageSize: 50, total: true });
  return (
    <LogsTable id="device-log-lines" exportName={`logs-${deviceReference}`} caption={t`Log lines of ${deviceReference}`} list={list} />
  );
}
