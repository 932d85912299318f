import { IconButton } from '@chakra-ui/react';
import { faPen } from '@fortawesome/free-solid-svg-icons/faPen';
import { faTrash } from '@fortawesome/free-solid-svg-icons/faTrash';
import type { ClientAppConfiguration } from '@generated/admin/model';
import { useLingui } from '@lingui/react/macro';
import { ConfirmButton } from '@/components/confirm-dialog';
import { Icon } from '@/components/icon';
import { notifySuccess } from '@/lib/notify';
import { useAppMutations } from './use-app-mutations';

export interface AppActions {
  onEdit: (app: ClientAppConfiguration) => void;
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
      <IconButton
        size="xs"
        variant="outline"
        onClick={() => actions.onEdit(app)}
        disabled={Boolean(actions.editDenied)}
        title={actions.editDenied ?? t`Edit ${reference}`}
        aria-label={t`Edit ${reference}`}
      >
        <Icon icon={faPen} />
      </IconButton>
      <ConfirmButton
        label={<Icon icon={faTrash} />}
        buttonProps={{
          size: 'xs',
          px: '0',
          disabled: Boolean(actions.deleteDenied),
          title: actions.deleteDenied ?? t`Delete ${reference}`,
          'aria-label': t`Delete ${reference}`,
        }}
        title={t`Delete client app ${reference}?`}
        description={t`Tokens of this app are refused from then on. This cannot be undone.`}
        confirmLabel={t`Delete`}
        onConfirm={async () => {
          await remove.mutateAsync({ client, appReference: reference });
          notifySuccess(t`Client app ${reference} deleted`);
        }}
      />
    </>
  );
}
