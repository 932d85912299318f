import { getListDeviceUserDevicesQueryKey, listDeviceUserDevices } from '@generated/admin/hooks/device-users/device-users';
import type { ListDeviceUserDevicesParams } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { href } from '@/lib/paths';
import { useDeviceColumns } from '../list/device-columns';

const ALL: ListDeviceUserDevicesParams = {};

/** The device user's devices (GET users/{ref}/devices). */
export function UserDevicesPanel({ client, reference }: { client: string; reference: string }) {
  const { t } = useLingui();
  const fetcher = useCallback(
    (p: ListDeviceUserDevicesParams, signal?: AbortSignal) => listDeviceUserDevices(client, reference, p, signal),
    [client, reference],
  );
  const key = useCallback((p: ListDeviceUserDevicesParams) => getListDeviceUserDevicesQueryKey(client, reference, p), [client, reference]);
  const list = usePagedList(fetcher, key, ALL, { enabled: Boolean(client) });
  const columns = useDeviceColumns({ showUser: false });
  return (
    <DataTable
      id="device-user-devices"
      caption={t`Devices of ${reference}`}
      columns={columns}
      list={list}
      rowKey={(row) => row.device_reference}
      rowHref={(row) => href.device(row.device_reference)}
      emptyTitle={t`No devices`}
      emptyDescription={t`This user has not enrolled a device yet.`}
      exportFileName={`devices-${reference}`}
      maxHeight="50vh"
    />
  );
}
