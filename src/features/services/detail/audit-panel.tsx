import { Heading, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
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

interface AuditTableProps<Entry> {
  title: ReactNode;
  label: string;
  emptyText: ReactNode;
  /** The headers of the columns after "When". */
  headers: string[];
  entries: readonly Entry[];
  timeZone: string | undefined;
  /** The cells of an entry after its time. */
  cells: (entry: Entry) => ReactNode;
}

/** A titled table of audit entries, newest first, each starting with its time. */
function AuditTable<Entry extends { time: string }>({
  title,
  label,
  emptyText,
  headers,
  entries,
  timeZone,
  cells,
}: AuditTableProps<Entry>) {
  const { t } = useLingui();
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {entries.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {emptyText}
        </Text>
      ) : (
        <Table.Root size="sm" aria-label={label}>
          <Table.Header>
            <Table.Row>
              {[t`When`, ...headers].map((header) => (
                <Table.ColumnHeader key={header}>{header}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {newestFirst(entries).map((entry, index) => (
              <Table.Row key={`${entry.time}-${index}`}>
                <Table.Cell>
                  <DateTime value={entry.time} timeZone={timeZone} />
                </Table.Cell>
                {cells(entry)}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}

/** Who did what to the payload and when, and every receipt confirmation. */
export function AuditPanel({ payload }: { payload: Payload }) {
  const { t } = useLingui();
  const allowed = usePermission('getPayloadAudit').allowed;
  const audit = useGetPayloadAudit(payload.payload_reference, { query: { enabled: allowed } });
  if (!allowed)
    return (
      <Text color="fg.muted" fontSize="sm">
        <Trans>Your roles do not allow reading the audit of payloads.</Trans>
      </Text>
    );
  if (audit.isPending) return <Skeleton h="32" />;
  if (audit.isError)
    return <LoadError title={<Trans>The audit could not be loaded.</Trans>} error={audit.error} onRetry={() => void audit.refetch()} />;
  const { receipts, records } = audit.data;
  const receiptCount = receipts.length;
  const recordCount = records.length;
  return (
    <Stack gap="5" data-testid="audit">
      <AuditTable
        title={<Trans>Receipts ({receiptCount})</Trans>}
        label={t`Receipts`}
        emptyText={<Trans>No one has confirmed receipt yet.</Trans>}
        headers={[t`Confirmed by`]}
        entries={receipts}
        timeZone={payload.meta.timezone}
        cells={(receipt) => <Table.Cell wordBreak="break-all">{receipt.user}</Table.Cell>}
      />
      <AuditTable
        title={<Trans>Activity ({recordCount})</Trans>}
        label={t`Activity`}
        emptyText={<Trans>No activity recorded.</Trans>}
        headers={[t`Who`, t`Action`]}
        entries={records}
        timeZone={payload.meta.timezone}
        cells={(record) => (
          <>
            <Table.Cell wordBreak="break-all">{record.portal_user}</Table.Cell>
            <Table.Cell wordBreak="break-word">
              <AuditAction action={record.action} />
            </Table.Cell>
          </>
        )}
      />
    </Stack>
  );
}
