import type { ClientAppConfiguration } from '@generated/admin/model';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ListScreen } from '@/components/list-screen/list-screen';
import { AppForm } from './apps/app-form';
import { EditAppForm } from './apps/edit-app-form';
import { useAppColumns } from './apps/app-columns';
import { useAppList } from './apps/use-app-list';
import { Screen } from '@/components/screen';
import { EditorDialog } from './parts/editor-dialog';
import { CreateButton } from './parts/create-button';
import { useEditorState } from './parts/editor-state';
import { usePermission } from '@/auth/use-permission';
import { paths } from '@/lib/paths';

/** Client apps: integrations that call the API with OIDC tokens, in a group with roles and CIDR ranges. */
export default function AppsPage() {
  const { t } = useLingui();
  const title = t`Client apps`;
  const screen = useAppList();
  const editor = useEditorState();
  const create = usePermission('createClientApp');
  const editDenied = usePermission('updateClientApp').reason;
  const deleteDenied = usePermission('deleteClientApp').reason;
  const { openEdit } = editor;
  const actions = useMemo(() => ({ onEdit: openEdit, editDenied, deleteDenied }), [openEdit, editDenied, deleteDenied]);
  const columns = useAppColumns(actions);

  return (
    <Screen
      path={paths.account.apps}
      actions={
        <CreateButton permission={create} onClick={editor.openCreate}>
          <Trans>New client app</Trans>
        </CreateButton>
      }
    >
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
      <EditorDialog
        editor={editor}
        title={(editingReference) => (editingReference === undefined ? t`New client app` : t`Edit client app ${editingReference}`)}
        size="lg"
        CreateForm={AppForm}
        EditForm={EditAppForm}
      />
    </Screen>
  );
}
