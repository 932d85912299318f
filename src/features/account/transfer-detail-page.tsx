import { Text } from '@chakra-ui/react';
import { useGetTransfer } from '@generated/client/hooks/transfers/transfers';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { DetailFrame } from '@/components/detail/detail-frame';
import { MetadataList } from '@/components/detail/metadata-list';
import { DateTime } from '@/components/date-time/date-time';
import { StateBadge } from '@/components/state-badge/state-badge';
import { usePageTitle } from '@/components/use-page-title';
import { paths } from '@/lib/paths';
import { TRANSFER_TYPE_LABELS } from './parts/labels';
import { loadState } from '@/components/detail/load-state';
import { useLabel } from './parts/use-label';
import { Period } from './transfers/period';
import { RelatedPayloads } from './transfers/related-payloads';
import { RerunButton } from './transfers/rerun-button';
import { TransferItems } from './transfers/transfer-items';
import { isRunningTransfer } from './transfers/transfer-state';

/** How often the page of a waiting or running transfer asks for it again, so its progress shows. */
const FOLLOW_MS = 3_000;

/** One transfer: its state and period, the files it copied, and the payloads it included. */
export default function TransferDetailPage() {
  const { t, i18n } = useLingui();
  const { transferId = '' } = useParams();
  const query = useGetTransfer(transferId, {
    query: { refetchInterval: (current) => (isRunningTransfer(current.state.data) ? FOLLOW_MS : false) },
  });
  const transfer = query.data;
  const typeLabel = useLabel(TRANSFER_TYPE_LABELS);
  const config = transfer?.transfer_config_reference ?? '';
  usePageTitle(transfer ? t`Transfer ${config}` : t`Transfer`);
  const items = transfer?.transfers ?? [];
  const failed = items.filter((item) => item.error).length;
  const files = items.length;
  const payloads = transfer?.related_payloads?.length ?? 0;

  return (
    <DetailFrame
      title={transfer ? t`Transfer ${config}` : t`Transfer`}
      subtitle={
        <Text as="span" fontFamily="mono" fontSize="sm">
          {transferId}
        </Text>
      }
      badge={transfer ? <StateBadge kind="transfer" value={transfer.transfer_state} showMeaning /> : null}
      actions={transfer ? <RerunButton transfer={transfer} size="sm" /> : null}
      back={{ to: paths.account.transfers, label: t`Transfers` }}
      {...loadState(query)}
      tabs={[
        { value: 'items', label: t`Files (${files})`, content: <TransferItems items={items} /> },
        { value: 'payloads', label: t`Payloads (${payloads})`, content: <RelatedPayloads references={transfer?.related_payloads ?? []} /> },
      ]}
    >
      {transfer ? (
        <MetadataList
          columns={2}
          items={[
            { label: t`Configuration`, value: transfer.transfer_config_reference },
            { label: t`Type`, value: typeLabel(transfer.transfer_type) },
            { label: t`Period`, value: <Period from={transfer.report_from} to={transfer.report_to} /> },
            { label: t`Payloads`, value: i18n.number(transfer.payload_count) },
            { label: t`Started`, value: <DateTime value={transfer.created_at} /> },
            { label: t`Updated`, value: <DateTime value={transfer.updated_at} /> },
            { label: t`Files`, value: failed ? t`${files} files, ${failed} failed` : i18n.number(items.length) },
          ]}
        />
      ) : null}
    </DetailFrame>
  );
}
