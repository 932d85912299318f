import { Tabs } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { DeviceActivities } from './audit/device-activities';
import { UserActivities } from './audit/user-activities';
import { Screen } from '@/components/screen';
import { usePermission } from '@/auth/use-permission';
import { paths } from '@/lib/paths';

type AuditTab = 'users' | 'devices';

/** The audit log: portal user activities and device activities, one tab each; the tab is in the URL. */
export default function AuditPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const canUsers = usePermission('listActivities').allowed;
  const canDevices = usePermission('listDeviceActivities').allowed;
  const requested = searchParams.get('tab') === 'devices' ? 'devices' : 'users';
  const tab: AuditTab = requested === 'devices' && canDevices ? 'devices' : canUsers ? 'users' : 'devices';
  // Each tab has its own filters, so changing tab starts from a clean query.
  const select = (value: string) => setSearchParams(value === 'devices' ? { tab: 'devices' } : {});

  return (
    <Screen path={paths.account.audit}>
      <Tabs.Root value={tab} onValueChange={(details) => select(details.value)} lazyMount unmountOnExit>
        <Tabs.List>
          {canUsers ? (
            <Tabs.Trigger value="users">
              <Trans>Portal users</Trans>
            </Tabs.Trigger>
          ) : null}
          {canDevices ? (
            <Tabs.Trigger value="devices">
              <Trans>Devices</Trans>
            </Tabs.Trigger>
          ) : null}
        </Tabs.List>
        <Tabs.Content value="users">
          <UserActivities />
        </Tabs.Content>
        <Tabs.Content value="devices">
          <DeviceActivities />
        </Tabs.Content>
      </Tabs.Root>
    </Screen>
  );
}
