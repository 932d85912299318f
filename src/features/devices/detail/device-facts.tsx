import { Link, Stack, Table, Text } from '@chakra-ui/react';
import type { Device } from '@generated/admin/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import { DateTime, RelativeTime } from '@/components/date-time/date-time';
import { MetadataList } from '@/components/detail/metadata-list';
import { href } from '@/lib/paths';
import { personName } from '../model/device-status';
import { useLabels } from '../parts/use-labels';
import { HeadedSection } from '@/components/headed-section';

/** The device's details, its phone numbers by SIM slot and its IMEIs. */
export function DeviceFacts({ device }: { device: Device }) {
  const { t } = useLingui();
  const labels = useLabels();
  const numbers = [...device.phone_numbers].sort((a, b) => a.slot_index - b.slot_index);
  return (
    <Stack gap="6">
      <MetadataList
        columns={2}
        items={[
          {
            label: t`Device user`,
            value: (
              <Link asChild>
                <RouterLink to={href.deviceUser(device.device_user_reference)}>
                  {personName(device, device.device_user_reference)}
                </RouterLink>
              </Link>
            ),
          },
          { label: t`Device user reference`, value: device.device_user_reference },
          { label: t`Email`, value: device.email },
          { label: t`Group`, value: device.group },
          { label: t`Model`, value: device.model },
          { label: t`OS version`, value: device.os_version },
          { label: t`App version`, value: device.app_version },
          { label: t`Serial number`, value: device.serial_number },
          { label: t`Installation ID`, value: device.installation_id },
          { label: t`Push registration`, value: device.fcm_token ? t`Registered` : t`Not registered` },
          { label: t`Activated`, value: device.activated_at ? <DateTime value={device.activated_at} /> : null },
          { label: t`Last seen`, value: device.last_seen ? <RelativeTime value={device.last_seen} /> : null },
          { label: t`Deactivated on`, value: <DateTime value={device.deactivation_date} />, hidden: !device.is_deactivated },
          { label: t`Legacy phone number`, value: device.legacy_phone_number, hidden: !device.is_legacy && !device.legacy_phone_number },
          { label: t`Services`, value: labels.services(device.services) },
          {
            label: t`IMEIs`,
            value: device.imeis.length ? (
              <Stack gap="0" fontFamily="mono" fontSize="sm">
                {device.imeis.map((imei) => (
                  <Text key={imei}>{imei}</Text>
                ))}
              </Stack>
            ) : null,
          },
        ]}
      />
      <HeadedSection title={<Trans>Phone numbers</Trans>}>
        {numbers.length ? (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t`SIM slot`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Phone number`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`First verified`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Last verified`}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {numbers.map((entry) => (
                  <Table.Row key={`${entry.slot_index}-${entry.phone_number}`}>
                    <Table.Cell>{entry.slot_index + 1}</Table.Cell>
                    <Table.Cell fontFamily="mono">{entry.phone_number}</Table.Cell>
                    <Table.Cell>
                      <DateTime value={entry.first_verified} />
                    </Table.Cell>
                    <Table.Cell>
                      <DateTime value={entry.last_verified} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        ) : (
          <Text color="fg.muted">
            <Trans>No phone number has been verified on this device.</Trans>
          </Text>
        )}
      </HeadedSection>
    </Stack>
  );
}
