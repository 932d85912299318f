import type { ClientAppConfiguration } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import { notifySuccess } from '@/lib/notify';
import { DeleteButton, EditButton } from '../parts/row-buttons';
import { useAppMutations } from './use-app-mutations';

export interface AppActions {
  /** Opens the editor of the app of this reference. */
  onEdit: (reference: string) => void;
  /** Why editing is not allowed, when it is not. */
  editDenied?: string | undefined;
  deleteDenied?: string | undefined;
}

/** Edit and Delete for one app; Delete asks first, naming the app. */
export function AppRowActions({ app, actions }: { app: ClientAppConfiguration; actions: AppActions }) {
  const { t } = useLingui();
  const { client, remove } = useAppMutations();
  const reference = app.app_reference;
  return (
    <>
      <EditButton label={t`Edit ${reference}`} denied={actions.editDenied} onClick={() => actions.onEdit(reference)} />
      <DeleteButton
        label={t`Delete ${reference}`}
        denied={actions.deleteDenied}
        title={t`Delete client app ${reference}?`}
        description={t`Tokens of this app are refused from then on. This cannot be undone.`}
        onConfirm={async () => {
          await remove.mutateAsync({ client, appReference: reference });
          notifySuccess(t`Client app ${reference} deleted`);
        }}
      />
    </>
  );
}
