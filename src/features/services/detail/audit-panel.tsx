import { Heading, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useGetPayloadAudit } from '@generated/client/hooks/payloads/payloads';
import type { Payload } from '@generated/client/model';
import { usePermission } from '@/auth/use-permission';
import { DateTime } from '@/components/date-time/date-time';
import { LoadError } from '@/components/load-error';
import { auditActionLabel } from '../model/audit-actions';

const newestFirst = <T extends { time: string }>(list: readonly T[]) =>
  [...list].sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0));

function AuditAction({ action }: { action: string }) {
  const { i18n } = useLingui();
  const label = auditActionLabel(action);
  return label ? (
    <Text as="span" title={action}>
      {i18n._(label)}
    </Text>
  ) : (
    <Text as="span">{action}</Text>
  );
}

/** Who did what to the payload and when, and every receipt confirmation. */
export function AuditPanel({ payload }: { payload: Payload }) {
  const { t } = useLingui();
  const allowed = usePermission('getPayloadAudit').allowed;
  const audit = useGetPayloadAudit(payload.payload_reference, { query: { enabled: allowed } });
  const zone = payload.meta.timezone;
  if (!allowed)
    return (
      <Text color="fg.muted" fontSize="sm">
        <Trans>Your roles do not allow reading the audit of payloads.</Trans>
      </Text>
    );
  if (audit.isPending) return <Skeleton h="32" />;
  if (audit.isError)
    return <LoadError title={<Trans>The audit could not be loaded.</Trans>} error={audit.error} onRetry={() => void audit.refetch()} />;
  const records = newestFirst(audit.data.records);
  const receipts = newestFirst(audit.data.receipts);
  const receiptCount = receipts.length;
  const recordCount = records.length;
  return (
    <Stack gap="5" data-testid="audit">
      <Stack gap="2">
        <Heading as="h3" size="sm">
          <Trans>Receipts ({receiptCount})</Trans>
        </Heading>
        {receipts.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            <Trans>No one has confirmed receipt yet.</Trans>
          </Text>
        ) : (
          <Table.Root size="sm" aria-label={t`Receipts`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Trans>When</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Confirmed by</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {receipts.map((receipt, index) => (
                <Table.Row key={`${receipt.time}-${index}`}>
                  <Table.Cell>
                    <DateTime value={receipt.time} timeZone={zone} />
                  </Table.Cell>
                  <Table.Cell wordBreak="break-all">{receipt.user}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Stack>
      <Stack gap="2">
        <Heading as="h3" size="sm">
          <Trans>Activity ({recordCount})</Trans>
        </Heading>
        {records.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            <Trans>No activity recorded.</Trans>
          </Text>
        ) : (
          <Table.Root size="sm" aria-label={t`Activity`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Trans>When</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Who</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Action</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {records.map((record, index) => (
                <Table.Row key={`${record.time}-${index}`}>
                  <Table.Cell>
                    <DateTime value={record.time} timeZone={zone} />
                  </Table.Cell>
                  <Table.Cell wordBreak="break-all">{record.portal_user}</Table.Cell>
                  <Table.Cell wordBreak="break-word">
                    <AuditAction action={record.action} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Stack>
    </Stack>
  );
}
