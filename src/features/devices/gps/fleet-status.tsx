import { Text } from '@chakra-ui/react';
import type { Gps } from '@generated/client/model';
import { Plural, Trans } from '@lingui/react/macro';
import type { PagedList } from '@/components/data-table/use-paged-list';

interface FleetStatusProps {
  /** The organisation's points, newest first. */
  all: PagedList<Gps>;
  /** The chosen device's points, when a device is chosen. */
  track: PagedList<Gps>;
  device: string | undefined;
  /** Devices with a latest position on the map. */
  devices: number;
  /** Points in the chosen device's track. */
  points: number;
}

/** What the fleet map shows, announced as it changes: the chosen device's track, or the latest position of each device. */
export function FleetStatus(props: FleetStatusProps) {
  return (
    <Text fontSize="sm" color="fg.muted" aria-live="polite">
      {statusText(props)}
    </Text>
  );
}

function statusText({ all, track, device, devices, points }: FleetStatusProps) {
  if (all.isLoading || (device && track.isLoading)) return <Trans>Loading positions…</Trans>;
  if (device && track.hasNextPage)
    return (
      <Trans>
        Track of {device}: {points} points loaded; load more below to extend the track.
      </Trans>
    );
  if (device)
    return (
      <Trans>
        Track of {device}: {points} points.
      </Trans>
    );
  const loaded = all.rows.length;
  if (all.hasNextPage)
    return <Trans>Latest positions of the devices in the newest {loaded} points; load more below to find devices not seen in them.</Trans>;
  return <Plural value={devices} one="Latest position of # device." other="Latest positions of # devices." />;
}
