import { Stack, Text } from '@chakra-ui/react';
import type { Gps } from '@generated/client/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState, type ReactNode } from 'react';
import type { PagedList } from '@/components/data-table/use-paged-list';
import { LoadError } from '@/components/load-error';
import { trackPoints } from '../model/track';
import { GpsTable } from './gps-table';
import { TrackMap } from './track-map';

interface GpsPanelProps {
  id: string;
  exportName?: string;
  /** Whose track it is, for the map's and the table's accessible names. */
  subject: string;
  list: PagedList<Gps>;
  showDevice?: boolean;
  /** Controls in the table's toolbar (the list's saved views). */
  toolbar?: ReactNode;
}

/** The map of the loaded points (track line and markers) above the table of the same points. */
export function GpsPanel({ id, exportName, subject, list, showDevice, toolbar }: GpsPanelProps) {
  const { t } = useLingui();
  const [selected, setSelected] = useState<string>();
  const points = useMemo(() => trackPoints(list.rows), [list.rows]);
  const count = points.length;
  if (list.isError && !list.rows.length) return <LoadError error={list.error} onRetry={list.refetch} />;
  return (
    <Stack gap="4">
      <TrackMap points={points} selected={selected} label={t`Map of the GPS track of ${subject}`} />
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {list.isLoading ? (
          <Trans>Loading points…</Trans>
        ) : list.hasNextPage ? (
          <Trans>{count} points loaded; load more below to extend the track.</Trans>
        ) : (
          <Trans>{count} points.</Trans>
        )}
      </Text>
      <GpsTable
        id={id}
        exportName={exportName}
        caption={t`GPS points of ${subject}`}
        list={list}
        onShow={setSelected}
        showDevice={showDevice}
        toolbar={toolbar}
      />
    </Stack>
  );
}
