import { useGetTransferConfig } from '@generated/client/hooks/transfer-configs/transfer-configs';
import { shownInline } from '@/api/error-notice';
import { useLingui } from '@lingui/react/macro';
import { FreshRecord } from '@/components/fresh-record';
import { ConfigForm } from './config-form';

/** Edits the configuration as `GET transfer config` has it now, not as the list row showed it. */
export function EditConfigForm({ reference, onDone }: { reference: string; onDone: () => void }) {
  const { t } = useLingui();
  const query = useGetTransferConfig(reference, { query: { refetchOnMount: 'always', meta: shownInline } });
  return (
    <FreshRecord query={query} errorTitle={t`The transfer configuration could not be loaded.`}>
      {(config) => <ConfigForm config={config} onDone={onDone} />}
    </FreshRecord>
  );
}
