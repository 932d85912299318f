import { Button, Stack } from '@chakra-ui/react';
import { faPlus } from '@fortawesome/free-solid-svg-icons/faPlus';
import type { ClientAppConfiguration } from '@generated/admin/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Icon } from '@/components/icon';
import { ListScreen } from '@/components/list-screen/list-screen';
import { usePageTitle } from '@/components/use-page-title';
import { AppForm } from './apps/app-form';
import { EditAppForm } from './apps/edit-app-form';
import { useAppColumns } from './apps/app-columns';
import { useAppList } from './apps/use-app-list';
import { FormDialog } from '@/components/form-dialog';
import { PageHeading } from '@/components/page-heading';
import { useEditorState } from './common/editor-state';
import { usePermission } from '@/auth/use-permission';

/** Client apps: integrations that call the API with OIDC tokens, in a group with roles and CIDR ranges. */
export default function AppsPage() {
  const { t } = useLingui();
  const title = t`Client apps`;
  usePageTitle(title);
  const screen = useAppList();
  const editor = useEditorState<ClientAppConfiguration>();
  const create = usePermission('createClientApp');
  const editDenied = usePermission('updateClientApp').reason;
  const deleteDenied = usePermission('deleteClientApp').reason;
  const { openEdit } = editor;
  const actions = useMemo(() => ({ onEdit: openEdit, editDenied, deleteDenied }), [openEdit, editDenied, deleteDenied]);
  const columns = useAppColumns(actions);
  const editing = editor.state.mode === 'edit' ? editor.state.record : undefined;
  const editingReference = editing?.app_reference ?? '';

  return (
    <Stack gap="5">
      <PageHeading
        title={title}
        description={
          <Trans>
            Integrations that call the API with tokens from your identity provider (OpenID Connect). Each app acts in one group with its
            roles, from the CIDR ranges you allow.
          </Trans>
        }
        actions={
          <Button onClick={editor.openCreate} disabled={!create.allowed} title={create.reason}>
            <Icon icon={faPlus} />
            <Trans>New client app</Trans>
          </Button>
        }
      />
      <ListScreen<ClientAppConfiguration>
        screen={screen}
        id="client-apps"
        caption={title}
        columns={columns}
        rowKey={(app) => app.app_reference}
        emptyTitle={t`No client apps`}
        emptyDescription={t`Add an app to let an integration call the API.`}
        exportFileName="client-apps"
      />
      <FormDialog
        open={editor.state.mode !== 'closed'}
        onClose={editor.close}
        title={editing ? t`Edit client app ${editingReference}` : t`New client app`}
        size="lg"
      >
        {editing ? (
          <EditAppForm reference={editing.app_reference} onDone={editor.close} />
        ) : (
          <AppForm onDone={editor.close} onCancel={editor.close} />
        )}
      </FormDialog>
    </Stack>
  );
}
