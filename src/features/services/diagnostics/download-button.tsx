import { useLingui, Trans } from '@lingui/react/macro';
import { faDownload } from '@fortawesome/free-solid-svg-icons/faDownload';
import { useState } from 'react';
import type { Payload } from '@generated/client/model';
import { usePermission } from '@/auth/use-permission';
import { Icon } from '@/components/icon';
import { payloadDataStatuses } from '@/components/state-badge/state-definitions';
import { notifyError } from '@/lib/notify';
import { saveLink } from '../api/save-link';
import { fetchDownloadLink } from '../api/use-payload-data';
import { GuardedButton } from '@/components/guarded-button';

/** Downloads a payload's file through a fresh `GET data?action=download` link. */
export function DownloadButton({ payload }: { payload: Payload }) {
  const { t, i18n } = useLingui();
  const allowed = usePermission('getPayloadData').allowed;
  const [busy, setBusy] = useState(false);
  const name = payload.meta.file_name ?? payload.payload_reference;
  const download = async () => {
    setBusy(true);
    try {
      const data = await fetchDownloadLink(payload.payload_reference);
      if (data.status === 'Ok' && data.s3_url) await saveLink(data.s3_url, name, payload.meta.file_name ?? undefined);
      else notifyError(t`Nothing to download`, data.status === 'Ok' ? undefined : i18n._(payloadDataStatuses[data.status].meaning));
    } catch {
      // fetchDownloadLink has already said what went wrong.
    } finally {
      setBusy(false);
    }
  };
  return (
    <GuardedButton
      size="xs"
      variant="outline"
      loading={busy}
      reason={allowed ? undefined : t`Your roles do not allow downloading payload data.`}
      onClick={() => void download()}
      aria-label={t`Download ${name}`}
    >
      <Icon icon={faDownload} />
      <Trans>Download</Trans>
    </GuardedButton>
  );
}
