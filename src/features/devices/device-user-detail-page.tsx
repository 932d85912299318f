import { HStack } from '@chakra-ui/react';
import { useGetDeviceUser } from '@generated/admin/hooks/device-users/device-users';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { usePermission } from '@/auth/use-permission';
import { useSession } from '@/auth/use-session';
import { DateTime } from '@/components/date-time/date-time';
import { DetailFrame } from '@/components/detail/detail-frame';
import { MetadataList } from '@/components/detail/metadata-list';
import { usePageTitle } from '@/components/use-page-title';
import { paths } from '@/lib/paths';
import { useDeviceUserHold } from './api/use-device-user-hold';
import { personName } from './model/device-status';
import { useLabels } from './parts/use-labels';
import { UserStatusBadge } from './parts/user-status-badge';
import { DeviceUserActions } from './users/device-user-actions';
import { LegalHoldBadge } from './users/legal-hold-control';
import { UserDevicesPanel } from './users/user-devices-panel';
import { UserGpsPanel, UserLogsPanel, UserPayloadsPanel } from './users/user-records-panels';
import { loadState } from '@/components/detail/load-state';

export default function DeviceUserDetailPage() {
  const { t, i18n } = useLingui();
  const reference = useParams().deviceUserReference ?? '';
  const { client } = useSession();
  const labels = useLabels();
  const query = useGetDeviceUser(client, reference);
  const user = query.data;
  const name = user ? personName(user, reference) : reference;
  usePageTitle(name);
  const legalHold = useDeviceUserHold(reference);
  const onHold = Boolean(legalHold.hold?.is_active);
  const can = {
    devices: usePermission('listDeviceUserDevices').allowed,
    payloads: usePermission('listDeviceUserPayloads').allowed,
    logs: usePermission('listDeviceUserLogs').allowed,
    gps: usePermission('listDeviceUserGps').allowed,
  };
  const holdUpdated = legalHold.hold?.updated_at ?? legalHold.hold?.created_at;
  const holdBy = legalHold.hold?.updated_by;

  return (
    <DetailFrame
      title={name}
      subtitle={user ? `${reference} · ${user.group}` : undefined}
      badge={
        user ? (
          <HStack gap="1.5">
            <UserStatusBadge isActive={user.is_active} isLegacy={user.is_legacy} />
            <LegalHoldBadge active={onHold} />
          </HStack>
        ) : null
      }
      back={{ to: paths.devices.users, label: t`Device users` }}
      {...loadState(query)}
      actions={
        user ? (
          <DeviceUserActions
            client={client}
            user={user}
            name={name}
            onHold={onHold}
            holdKnown={legalHold.allowed && legalHold.query.isSuccess}
          />
        ) : null
      }
      tabs={[
        { value: 'devices', label: t`Devices`, content: <UserDevicesPanel client={client} reference={reference} />, hidden: !can.devices },
        { value: 'payloads', label: t`Payloads`, content: <UserPayloadsPanel reference={reference} />, hidden: !can.payloads },
        { value: 'logs', label: t`Logs`, content: <UserLogsPanel reference={reference} />, hidden: !can.logs },
        { value: 'gps', label: t`GPS`, content: <UserGpsPanel reference={reference} />, hidden: !can.gps },
      ]}
    >
      {user ? (
        <MetadataList
          columns={2}
          items={[
            { label: t`Reference`, value: reference },
            { label: t`Email`, value: user.email },
            { label: t`Group`, value: user.group },
            { label: t`Services`, value: labels.services(user.services) },
            { label: t`Expected devices`, value: i18n.number(user.expected_device_count) },
            { label: t`Onboarded`, value: <DateTime value={user.onboard_date} /> },
            { label: t`Offboarded`, value: user.offboard_date ? <DateTime value={user.offboard_date} /> : null, hidden: user.is_active },
            { label: t`Legacy`, value: user.is_legacy ? t`Yes` : t`No` },
            {
              label: t`Legal hold`,
              value: !legalHold.query.isSuccess ? null : onHold ? t`On hold` : legalHold.hold ? t`Released` : t`Never placed`,
              hidden: !legalHold.allowed,
            },
            {
              label: t`Legal hold changed`,
              value: holdUpdated ? (
                <span>
                  <DateTime value={holdUpdated} />
                  {holdBy ? <> · {holdBy}</> : null}
                </span>
              ) : null,
              hidden: !legalHold.hold,
            },
          ]}
        />
      ) : null}
    </DetailFrame>
  );
}
