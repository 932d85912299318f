import { Box, Heading, Link, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useListPayloads } from '@generated/client/hooks/payloads/payloads';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import { useCan } from '@/auth/use-profile';
import { href, paths, serviceKindOf } from '@/lib/paths';

const LATEST = 5;

/** The five most recent payloads, linking to their detail pages. */
export function LatestPayloads() {
  const { t, i18n } = useLingui();
  const allowed = useCan('listPayloads');
  const payloads = useListPayloads({ limit: LATEST }, { query: { enabled: allowed } });
  if (!allowed) return null;
  const rows = (payloads.data?.data ?? []).slice(0, LATEST);
  return (
    <Box as="section">
      <Stack direction="row" justify="space-between" align="baseline" mb="3">
        <Heading as="h2" size="md"><Trans>Latest payloads</Trans></Heading>
        <Link asChild fontSize="sm"><RouterLink to={paths.services.all}><Trans>All payloads</Trans></RouterLink></Link>
      </Stack>
      {payloads.isPending ? <Skeleton height="32" /> : null}
      {payloads.isSuccess && rows.length === 0 ? <Text color="fg.muted"><Trans>No payloads yet.</Trans></Text> : null}
      {rows.length ? (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t`Type`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Time`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Device user`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`State`}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((payload) => {
                const kind = serviceKindOf(payload.payload_type);
                const time = payload.meta?.payload_time;
                return (
                  <Table.Row key={payload.payload_reference}>
                    <Table.Cell>
                      {kind ? <Link asChild><RouterLink to={href.payload(kind, payload.payload_reference)}>{payload.payload_type}</RouterLink></Link> : payload.payload_type}
                    </Table.Cell>
                    <Table.Cell>{time ? i18n.date(time, { dateStyle: 'medium', timeStyle: 'short', timeZone: payload.meta?.timezone }) : '–'}</Table.Cell>
                    <Table.Cell>{payload.device_user_reference}</Table.Cell>
                    <Table.Cell>{payload.payload_state}</Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : null}
    </Box>
  );
}
