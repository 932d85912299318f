import { Button, HStack } from '@chakra-ui/react';
import { faCheck } from '@fortawesome/free-solid-svg-icons/faCheck';
import { faDownload } from '@fortawesome/free-solid-svg-icons/faDownload';
import { faFileShield } from '@fortawesome/free-solid-svg-icons/faFileShield';
import { faLink } from '@fortawesome/free-solid-svg-icons/faLink';
import { faRotateLeft } from '@fortawesome/free-solid-svg-icons/faRotateLeft';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Payload } from '@generated/client/model';
import { usePermission } from '@/auth/use-permission';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Icon } from '@/components/icon';
import { payloadDataStatuses } from '@/components/state-badge/state-definitions';
import { notifyError, notifySuccess } from '@/lib/notify';
import { fetchDownloadLink } from '../api/use-payload-data';
import { saveLink } from '../api/save-link';
import { GuardedButton } from '@/components/guarded-button';
import type { PayloadReview } from './use-payload-review';
import { href, serviceKindOf } from '@/lib/paths';
import { PAYLOAD_TYPE_LABELS } from '@/lib/payload-types';

/** Confirm receipt, download, restore, the evidence record and copy link, each disabled with its reason when not allowed. */
export function PayloadActions({ payload, review }: { payload: Payload; review: PayloadReview }) {
  const { t, i18n } = useLingui();
  const canDownload = usePermission('getPayloadData').allowed;
  const canRestore = usePermission('restorePayload').allowed;
  const [restoreOpen, setRestoreOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const typeLabel = i18n._(PAYLOAD_TYPE_LABELS[payload.payload_type]);
  const reference = payload.payload_reference;
  const kind = serviceKindOf(payload.payload_type);

  const download = async () => {
    setDownloading(true);
    try {
      const data = await fetchDownloadLink(payload.payload_reference);
      if (data.status !== 'Ok' || !data.s3_url)
        notifyError(t`Nothing to download`, data.status === 'Ok' ? undefined : i18n._(payloadDataStatuses[data.status].meaning));
      else await saveLink(data.s3_url, payload.payload_reference);
    } catch {
      // fetchDownloadLink has already said what went wrong.
    } finally {
      setDownloading(false);
    }
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      notifySuccess(t`Link copied`);
    } catch {
      notifyError(t`The link could not be copied`, window.location.href);
    }
  };

  return (
    <HStack gap="2" flexWrap="wrap">
      <GuardedButton
        size="sm"
        reason={review.receiptBlocked}
        loading={review.receiptPending}
        onClick={review.confirmReceipt}
        data-testid="confirm-receipt"
      >
        <Icon icon={faCheck} />
        <Trans>Confirm receipt</Trans>
      </GuardedButton>
      <GuardedButton
        size="sm"
        variant="outline"
        reason={!canDownload ? t`Your roles do not allow downloading payload data.` : review.noDataReason}
        loading={downloading}
        onClick={() => void download()}
      >
        <Icon icon={faDownload} />
        <Trans>Download</Trans>
      </GuardedButton>
      {payload.payload_state === 'Deleted' && (
        <GuardedButton
          size="sm"
          variant="outline"
          colorPalette="orange"
          reason={canRestore ? undefined : t`Your roles do not allow restoring payloads.`}
          onClick={() => setRestoreOpen(true)}
        >
          <Icon icon={faRotateLeft} />
          <Trans>Restore</Trans>
        </GuardedButton>
      )}
      {kind ? (
        <Button asChild size="sm" variant="outline">
          <RouterLink to={href.payloadRecord(kind, reference)}>
            <Icon icon={faFileShield} />
            <Trans>Evidence record</Trans>
          </RouterLink>
        </Button>
      ) : null}
      <GuardedButton size="sm" variant="ghost" onClick={() => void copyLink()}>
        <Icon icon={faLink} />
        <Trans>Copy link</Trans>
      </GuardedButton>
      <ConfirmDialog
        open={restoreOpen}
        onOpenChange={setRestoreOpen}
        tone="primary"
        title={t`Restore the ${typeLabel} ${reference}?`}
        description={t`It comes back from Deleted and can be reviewed, played and transferred again.`}
        confirmLabel={t`Restore`}
        onConfirm={review.restore}
      />
    </HStack>
  );
}
