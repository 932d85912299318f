import { getListDevicePayloadsQueryKey, listDevicePayloads } from '@generated/client/hooks/payloads/payloads';
import { useLingui } from '@lingui/react/macro';
import { PayloadsTable } from '../parts/payloads-table';
import { useLatestRecords } from '../parts/use-latest-records';

/** The device's latest payloads (client document GET devices/{ref}/payloads), newest first. */
export function DevicePayloadsPanel({ deviceReference }: { deviceReference: string }) {
  const { t } = useLingui();
  const list = useLatestRecords(listDevicePayloads, getListDevicePayloadsQueryKey, deviceReference);
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
