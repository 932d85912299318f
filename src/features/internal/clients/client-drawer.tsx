import { Badge, HStack, Link as ChakraLink, Tabs, Text } from '@chakra-ui/react';
import type { Client, ClientLicenseUse } from '@generated/internal/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { DrawerFrame } from '@/components/drawer-frame';
import { safeExternalUrl } from '@/lib/safe-url';
import { LicenseLimitsForm } from '../licenses/license-limits-form';
import type { ClientPanel } from '../internal-hrefs';
import { ClientRolesPanel } from './client-roles-panel';
import { ClientSupportPanel } from './client-support-panel';
import { ClientTelemetryPanel } from './client-telemetry-panel';

interface ClientDrawerProps {
  client: string | undefined;
  /** The client's record when it is in the loaded list. */
  record: Client | undefined;
  licence: ClientLicenseUse | undefined;
  panel: ClientPanel;
  onPanelChange: (panel: ClientPanel) => void;
  onClose: () => void;
}

/** One client: telemetry, licence limits, roles and support access requests, as tabs kept in the URL. */
export function ClientDrawer({ client, record, licence, panel, onPanelChange, onClose }: ClientDrawerProps) {
  const { t } = useLingui();
  const portalLink = safeExternalUrl(record?.portal_url);
  return (
    <DrawerFrame
      open={Boolean(client)}
      onClose={onClose}
      size="xl"
      title={record?.display_name ?? client}
      subtitle={
        <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
          <Text as="span">{client}</Text>
          {record ? (
            <>
              <Text as="span">· {record.region}</Text>
              {portalLink ? (
                <ChakraLink href={portalLink} target="_blank" rel="noreferrer" colorPalette="blue" variant="underline">
                  {record.host}
                </ChakraLink>
              ) : (
                <Text as="span">{record.host}</Text>
              )}
              {record.is_active ? null : <Badge size="sm">{t`Switched off`}</Badge>}
            </>
          ) : null}
        </HStack>
      }
    >
      {client ? (
        <Tabs.Root
          value={panel}
          onValueChange={(details) => onPanelChange(details.value as ClientPanel)}
          variant="line"
          lazyMount
          unmountOnExit
        >
          <Tabs.List mb="4">
            <Tabs.Trigger value="telemetry">
              <Trans>Telemetry</Trans>
            </Tabs.Trigger>
            <Tabs.Trigger value="licenses">
              <Trans>Licences</Trans>
            </Tabs.Trigger>
            <Tabs.Trigger value="roles">
              <Trans>Roles</Trans>
            </Tabs.Trigger>
            <Tabs.Trigger value="support">
              <Trans>Support access</Trans>
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="telemetry">
            <ClientTelemetryPanel client={client} />
          </Tabs.Content>
          <Tabs.Content value="licenses">
            <LicenseLimitsForm client={client} use={licence} />
          </Tabs.Content>
          <Tabs.Content value="roles">
            <ClientRolesPanel client={client} />
          </Tabs.Content>
          <Tabs.Content value="support">
            <ClientSupportPanel client={client} />
          </Tabs.Content>
        </Tabs.Root>
      ) : null}
    </DrawerFrame>
  );
}
