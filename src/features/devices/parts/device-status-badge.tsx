import { Badge, HStack, Text } from '@chakra-ui/react';
import type { Device } from '@generated/admin/model';
import { Trans } from '@lingui/react/macro';
import { DateTime } from '@/components/date-time/date-time';
import { deviceStatus } from '../model/device-status';

type StatusFields = Pick<Device, 'is_deactivated' | 'activated_at' | 'is_legacy' | 'deactivation_date'>;

/** Active, pending or deactivated (with its date), and a Legacy mark; words, not only colour. */
export function DeviceStatusBadge({ device, showDate = true }: { device: StatusFields; showDate?: boolean }) {
  const status = deviceStatus(device);
  return (
    <HStack gap="1.5" wrap="nowrap" whiteSpace="nowrap">
      {status === 'active' ? (
        <Badge colorPalette="green" variant="subtle" data-status={status}>
          <Trans>Active</Trans>
        </Badge>
      ) : status === 'pending' ? (
        <Badge colorPalette="blue" variant="subtle" data-status={status}>
          <Trans>Pending</Trans>
        </Badge>
      ) : (
        <Badge colorPalette="red" variant="subtle" data-status={status}>
          <Trans>Deactivated</Trans>
        </Badge>
      )}
      {status === 'deactivated' && showDate && device.deactivation_date ? (
        <Text as="span" fontSize="xs" color="fg.muted">
          <DateTime value={device.deactivation_date} style="date" />
        </Text>
      ) : null}
      {device.is_legacy ? (
        <Badge colorPalette="gray" variant="outline">
          <Trans>Legacy</Trans>
        </Badge>
      ) : null}
    </HStack>
  );
}
