import { HStack, Stack } from '@chakra-ui/react';
import { faPaperPlane } from '@fortawesome/free-solid-svg-icons/faPaperPlane';
import { getListDeviceCommandsQueryKey, listDeviceCommands } from '@generated/admin/hooks/devices/devices';
import type { Device, ListDeviceCommandsParams } from '@generated/admin/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { usePermission } from '@/auth/use-permission';
import { DataTable } from '@/components/data-table/data-table';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { Icon } from '@/components/icon';
import { useCommandColumns } from '../parts/command-columns';
import { GuardedButton } from '@/components/guarded-button';
import { SendCommandDialog } from './send-command-dialog';

const NO_PARAMS: ListDeviceCommandsParams = {};

/** Commands sent to the device (GET devices/{ref}/commands) and sending a new one. */
export function CommandsPanel({ client, device }: { client: string; device: Device }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const canSend = usePermission('sendDeviceCommand').allowed;
  const reference = device.device_reference;
  const fetcher = useCallback(
    (p: ListDeviceCommandsParams, signal?: AbortSignal) => listDeviceCommands(client, reference, p, signal),
    [client, reference],
  );
  const key = useCallback((p: ListDeviceCommandsParams) => getListDeviceCommandsQueryKey(client, reference, p), [client, reference]);
  const list = usePagedList(fetcher, key, NO_PARAMS, { enabled: Boolean(client) });
  const columns = useCommandColumns(false);
  const reason = !canSend
    ? t`Your roles do not allow sending device commands.`
    : device.is_deactivated
      ? t`A deactivated device cannot receive commands.`
      : !device.fcm_token
        ? t`The device has not registered for push messages yet, so it cannot receive commands.`
        : undefined;
  return (
    <Stack gap="3">
      <HStack justify="flex-start">
        <GuardedButton size="sm" reason={reason} onClick={() => setOpen(true)}>
          <Icon icon={faPaperPlane} />
          <Trans>Send command</Trans>
        </GuardedButton>
      </HStack>
      <DataTable
        id="device-commands"
        caption={t`Commands sent to ${reference}`}
        columns={columns}
        list={list}
        rowKey={(row) => row.command_reference}
        emptyTitle={t`No commands`}
        emptyDescription={t`No command has been sent to this device.`}
        exportFileName={`commands-${reference}`}
        maxHeight="50vh"
      />
      <SendCommandDialog client={client} device={device} open={open} onOpenChange={setOpen} />
    </Stack>
  );
}
