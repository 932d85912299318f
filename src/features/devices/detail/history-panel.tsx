import { Link, Skeleton, Table, Text } from '@chakra-ui/react';
import { useGetDeviceHistory } from '@generated/admin/hooks/devices/devices';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import { useSession } from '@/auth/use-session';
import { DateTime } from '@/components/date-time/date-time';
import { LoadError } from '@/components/load-error';
import { href } from '@/lib/paths';

/** The device's device user and group over time (GET devices/{ref}/history), newest first. */
export function HistoryPanel({ deviceReference }: { deviceReference: string }) {
  const { t } = useLingui();
  const { client } = useSession();
  const history = useGetDeviceHistory(client, deviceReference);
  if (history.isPending) return <Skeleton height="24" />;
  if (history.isError) return <LoadError error={history.error} onRetry={() => void history.refetch()} />;
  const rows = [...history.data.data].sort((a, b) => b.from.localeCompare(a.from));
  if (!rows.length)
    return (
      <Text color="fg.muted">
        <Trans>No history recorded for this device.</Trans>
      </Text>
    );
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={t`Device history`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`From`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`To`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Device user`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Group`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((entry) => (
            <Table.Row key={`${entry.from}-${entry.user}`}>
              <Table.Cell>
                <DateTime value={entry.from} />
              </Table.Cell>
              <Table.Cell>{entry.to ? <DateTime value={entry.to} /> : <Trans>Now</Trans>}</Table.Cell>
              <Table.Cell>
                <Link asChild>
                  <RouterLink to={href.deviceUser(entry.user)}>{entry.user}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell>{entry.group}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
