import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useGetPayloadAudit } from '@generated/client/hooks/payloads/payloads';
import type { Payload } from '@generated/client/model';
import { usePermission } from '@/auth/use-permission';
import { DateTime } from '@/components/date-time/date-time';
import { LoadError } from '@/components/load-error';
import { ownZone } from '../list/column-parts';
import { newestFirst } from '../model/audit-actions';
import { SimpleTable } from '../parts/simple-table';

// The access log (its filters in the address, its CSV) loads with the Audit tab, not with the review page.
const AccessLog = lazy(() => import('./access-log').then((module) => ({ default: module.AccessLog })));

/** Every receipt confirmation, newest first. */
function Receipts({ payload, receipts }: { payload: Payload; receipts: readonly { user: string; time: string }[] }) {
  const { t } = useLingui();
  const receiptCount = receipts.length;
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        <Trans>Receipts ({receiptCount})</Trans>
      </Heading>
      {receipts.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          <Trans>No one has confirmed receipt yet.</Trans>
        </Text>
      ) : (
        <SimpleTable
          name={{ label: t`Receipts` }}
          headers={[t`When`, t`Confirmed by`]}
          rows={newestFirst(receipts).map((receipt) => [<DateTime key="time" value={receipt.time} {...ownZone(payload)} />, receipt.user])}
        />
      )}
    </Stack>
  );
}

/** Who confirmed receipt of the payload, and the access log: who viewed, played, downloaded or changed it, and when. */
export function AuditPanel({ payload }: { payload: Payload }) {
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
  return (
    <Stack gap="5" data-testid="audit">
      <Receipts payload={payload} receipts={audit.data.receipts} />
      <Suspense fallback={<Skeleton h="32" />}>
        <AccessLog payload={payload} records={audit.data.records} />
      </Suspense>
    </Stack>
  );
}
