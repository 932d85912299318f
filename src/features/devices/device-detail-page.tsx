import { Button } from '@chakra-ui/react';
import { faLocationDot } from '@fortawesome/free-solid-svg-icons/faLocationDot';
import { useGetDevice } from '@generated/admin/hooks/devices/devices';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { usePermission } from '@/auth/use-permission';
import { useSession } from '@/auth/use-session';
import { DetailFrame } from '@/components/detail/detail-frame';
import { Icon } from '@/components/icon';
import { usePageTitle } from '@/components/use-page-title';
import { href, paths } from '@/lib/paths';
import { CommandsPanel } from './detail/commands-panel';
import { DeactivateButton } from './detail/deactivate-button';
import { DeviceFacts } from './detail/device-facts';
import { DeviceLogsPanel } from './detail/device-logs-panel';
import { DevicePayloadsPanel } from './detail/device-payloads-panel';
import { HistoryPanel } from './detail/history-panel';
import { TelemetryPanel } from './detail/telemetry-panel';
import { personName } from './model/device-status';
import { DeviceStatusBadge } from './parts/device-status-badge';
import { loadState } from '@/components/detail/load-state';

export default function DeviceDetailPage() {
  const { t } = useLingui();
  const reference = useParams().deviceReference ?? '';
  usePageTitle(t`Device ${reference}`);
  const { client } = useSession();
  const query = useGetDevice(client, reference);
  const device = query.data;
  const can = {
    telemetry: usePermission('getDeviceTelemetry').allowed,
    commands: usePermission('listDeviceCommands').allowed,
    history: usePermission('getDeviceHistory').allowed,
    payloads: usePermission('listDevicePayloads').allowed,
    logs: usePermission('listDeviceLogsForDevice').allowed,
    gps: usePermission('listDeviceGps').allowed,
  };

  return (
    <DetailFrame
      title={reference}
      subtitle={
        device ? [personName(device, device.device_user_reference), device.group, device.model].filter(Boolean).join(' · ') : undefined
      }
      badge={device ? <DeviceStatusBadge device={device} /> : null}
      back={{ to: paths.devices.list, label: t`Devices` }}
      {...loadState(query)}
      actions={
        device ? (
          <>
            {can.gps ? (
              <Button asChild size="sm" variant="outline">
                <Link to={href.deviceGps(reference)}>
                  <Icon icon={faLocationDot} />
                  <Trans>GPS track</Trans>
                </Link>
              </Button>
            ) : null}
            <DeactivateButton client={client} device={device} />
          </>
        ) : null
      }
      tabs={
        device
          ? [
              { value: 'details', label: t`Details`, content: <DeviceFacts device={device} /> },
              { value: 'telemetry', label: t`Telemetry`, content: <TelemetryPanel deviceReference={reference} />, hidden: !can.telemetry },
              { value: 'commands', label: t`Commands`, content: <CommandsPanel client={client} device={device} />, hidden: !can.commands },
              {
                value: 'payloads',
                label: t`Payloads`,
                content: <DevicePayloadsPanel deviceReference={reference} />,
                hidden: !can.payloads,
              },
              { value: 'logs', label: t`Logs`, content: <DeviceLogsPanel deviceReference={reference} />, hidden: !can.logs },
              { value: 'history', label: t`History`, content: <HistoryPanel deviceReference={reference} />, hidden: !can.history },
            ]
          : undefined
      }
    />
  );
}
