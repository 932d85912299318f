import { Box, Link, Table, Text } from '@chakra-ui/react';
import type { Payload, PayloadStatusBatchDataItem } from '@generated/client/model';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import { DateTime } from '@/components/date-time/date-time';
import { PlainBadge } from '@/components/plain-badge';
import { payloadDataStatuses } from '@/components/state-badge/state-definitions';
import { cachedText } from '@/i18n/cached-text';
import { href, serviceKindOf } from '@/lib/paths';
import { PAYLOAD_TYPE_LABELS } from '@/lib/payload-types';

interface ReceiptResultsProps {
  items: readonly PayloadStatusBatchDataItem[];
  /** The payloads that were sent, to name each result by its type and time. */
  payloads: ReadonlyMap<string, Payload>;
}

/** One line per payload of a receipt request: confirmed, or why the receipt was not recorded. */
export function ReceiptResults({ items, payloads }: ReceiptResultsProps) {
  const { t, i18n } = useLingui();
  const confirmed = items.filter((item) => item.status === 'Ok').length;
  const failed = items.length - confirmed;
  return (
    <Box>
      <Text mb="3" role="status">
        {failed ? (
          <Trans>
            {confirmed} confirmed, {failed} not recorded.
          </Trans>
        ) : (
          t({ message: plural(confirmed, { one: 'The receipt was confirmed.', other: 'All # receipts confirmed.' }) })
        )}
      </Text>
      <Box maxH="50vh" overflow="auto" borderWidth="1px" rounded="md">
        <Table.Root size="sm" stickyHeader>
          <Table.Caption srOnly>{t`Receipt results`}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{t`Payload`}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t`Result`}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((item) => {
              const payload = payloads.get(item.payload_reference);
              const kind = payload && serviceKindOf(payload.payload_type);
              const name = payload ? cachedText(i18n, PAYLOAD_TYPE_LABELS[payload.payload_type]) : item.payload_reference;
              return (
                <Table.Row key={item.payload_reference}>
                  <Table.Cell>
                    {kind ? (
                      <Link asChild>
                        <RouterLink to={href.payload(kind, item.payload_reference)}>{name}</RouterLink>
                      </Link>
                    ) : (
                      name
                    )}{' '}
                    {payload ? <DateTime value={payload.meta.payload_time} timeZone={payload.meta.timezone} style="short" /> : null}
                  </Table.Cell>
                  <Table.Cell>
                    {item.status === 'Ok' ? (
                      <PlainBadge palette="green">{t`Confirmed`}</PlainBadge>
                    ) : (
                      <>
                        <PlainBadge palette="red">{t`Not recorded`}</PlainBadge>{' '}
                        <Text as="span" fontSize="sm" color="fg.muted">
                          {cachedText(i18n, payloadDataStatuses[item.status].meaning)}
                        </Text>
                      </>
                    )}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
    </Box>
  );
}
