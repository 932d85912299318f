import { getListDeviceLogsForDeviceQueryKey, listDeviceLogsForDevice } from '@generated/client/hooks/logs/logs';
import { useLingui } from '@lingui/react/macro';
import { LogsTable } from '../parts/logs-table';
import { useLatestRecords } from '../parts/use-latest-records';

/** The device's latest log lines (client document GET devices/{ref}/logs). */
export function DeviceLogsPanel({ deviceReference }: { deviceReference: string }) {
  const { t } = useLingui();
  const list = useLatestRecords(listDeviceLogsForDevice, getListDeviceLogsForDeviceQueryKey, deviceReference);
  return (
    <LogsTable id="device-log-lines" exportName={`logs-${deviceReference}`} caption={t`Log lines of ${deviceReference}`} list={list} />
  );
}
