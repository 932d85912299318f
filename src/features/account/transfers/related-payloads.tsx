import { Skeleton, Text } from '@chakra-ui/react';
import { useGetPayload } from '@generated/client/hooks/payloads/payloads';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Column } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { DateTime } from '@/components/date-time/date-time';
import { StateBadge } from '@/components/state-badge/state-badge';
import { href, serviceKindOf } from '@/lib/paths';
import { PAYLOAD_TYPE_LABELS } from '@/lib/payload-types';
import { useLabel } from '../parts/use-label';
import { freshness } from '@/api/freshness';

interface Row {
  reference: string;
}

/** One related payload's record; rows are virtualised, so only the visible ones are fetched. */
const usePayload = (reference: string) => useGetPayload(reference, { query: { staleTime: freshness.settled, retry: false } });

function PayloadLink({ reference }: { reference: string }) {
  const { data } = usePayload(reference);
  const kind = data ? serviceKindOf(data.payload_type) : undefined;
  return kind ? <Link to={href.payload(kind, reference)}>{reference}</Link> : <Text as="span">{reference}</Text>;
}

function PayloadType({ reference }: { reference: string }) {
  const { data, isPending } = usePayload(reference);
  const label = useLabel(PAYLOAD_TYPE_LABELS);
  if (isPending) return <Skeleton height="4" width="16" display="inline-block" />;
  return <>{label(data?.payload_type)}</>;
}

function PayloadTime({ reference }: { reference: string }) {
  const { data } = usePayload(reference);
  return <DateTime value={data?.meta?.payload_time} timeZone={data?.meta?.timezone} offset={data?.meta?.timezone_offset} />;
}

function PayloadUser({ reference }: { reference: string }) {
  const { data } = usePayload(reference);
  return <>{data?.device_user_reference}</>;
}

function PayloadState({ reference }: { reference: string }) {
  const { data } = usePayload(reference);
  return data ? <StateBadge kind="payload" value={data.payload_state} /> : null;
}

/** The payloads a transfer included, each linking to its payload page. */
export function RelatedPayloads({ references }: { references: readonly string[] }) {
  const { t } = useLingui();
  const rows = useMemo(() => [...new Set(references)].map((reference) => ({ reference })), [references]);
  const columns = useMemo<Column<Row>[]>(
    () => [
      {
        id: 'payload',
        header: t`Payload`,
        width: '17rem',
        cell: (row) => <PayloadLink reference={row.reference} />,
        sortValue: (row) => row.reference,
      },
      { id: 'type', header: t`Type`, width: '8rem', cell: (row) => <PayloadType reference={row.reference} /> },
      { id: 'time', header: t`Recorded`, width: '14rem', cell: (row) => <PayloadTime reference={row.reference} /> },
      { id: 'user', header: t`Device user`, width: '11rem', cell: (row) => <PayloadUser reference={row.reference} /> },
      { id: 'state', header: t`State`, width: '8rem', cell: (row) => <PayloadState reference={row.reference} /> },
    ],
    [t],
  );
  return (
    <DataTable<Row>
      id="transfer-payloads"
      caption={t`Related payloads`}
      columns={columns}
      rowKey={(row) => row.reference}
      rows={rows}
      emptyTitle={t`No payloads`}
      emptyDescription={t`This transfer included no payload.`}
      maxHeight="60vh"
    />
  );
}
