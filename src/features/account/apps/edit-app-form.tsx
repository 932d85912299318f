import { useGetClientApp } from '@generated/admin/hooks/account/account';
import { shownInline } from '@/api/error-notice';
import { useLingui } from '@lingui/react/macro';
import { useSession } from '@/auth/use-session';
import { FreshRecord } from '@/components/fresh-record';
import { AppForm } from './app-form';

/** Edits the app as `GET client app` has it now, not as the list row showed it. */
export function EditAppForm({ reference, onDone }: { reference: string; onDone: () => void }) {
  const { t } = useLingui();
  const { client } = useSession();
  const query = useGetClientApp(client, reference, { query: { refetchOnMount: 'always', meta: shownInline } });
  return (
    <FreshRecord query={query} errorTitle={t`The client app could not be loaded.`}>
      {(app) => <AppForm app={app} onDone={onDone} />}
    </FreshRecord>
  );
}
