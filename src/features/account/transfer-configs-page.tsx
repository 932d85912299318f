import { Stack } from '@chakra-ui/react';
import { getListTransferConfigsQueryKey, listTransferConfigs } from '@generated/client/hooks/transfer-configs/transfer-configs';
import type { ListTransferConfigsParams, TransferConfig } from '@generated/client/model';
import { listTransferConfigsQueryParams } from '@generated/client/zod/transfer-configs/transfer-configs';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useListScreen, type ListScreenSpec } from '@/components/list-screen/use-list-screen';
import { usePageTitle } from '@/components/use-page-title';
import { paths } from '@/lib/paths';
import { DetailFrame } from '@/components/detail/detail-frame';
import { EditorDialog } from './parts/editor-dialog';
import { CreateButton } from './parts/create-button';
import { useEditorState } from './parts/editor-state';
import { usePermission } from '@/auth/use-permission';
import { useConfigColumns } from './transfers/config-columns';
import { ConfigForm } from './transfers/config-form';
import { EditConfigForm } from './transfers/edit-config-form';

const screenSpec: ListScreenSpec<Record<string, never>, ListTransferConfigsParams> = {
  url: {},
  schema: listTransferConfigsQueryParams,
  toParams: () => ({}),
};
const source = { fetcher: listTransferConfigs, queryKey: getListTransferConfigsQueryKey };

/** Transfer configurations: where payloads are copied (S3 or SFTP), which types, when, and how. */
export default function TransferConfigsPage() {
  const { t } = useLingui();
  const title = t`Transfer configurations`;
  usePageTitle(title);
  const screen = useListScreen(screenSpec, source);
  const editor = useEditorState();
  const create = usePermission('createTransferConfig');
  const runDenied = usePermission('runTransferConfig').reason;
  const editDenied = usePermission('updateTransferConfig').reason;
  const deleteDenied = usePermission('deleteTransferConfig').reason;
  const { openEdit } = editor;
  const actions = useMemo(
    () => ({ onEdit: openEdit, runDenied, editDenied, deleteDenied }),
    [openEdit, runDenied, editDenied, deleteDenied],
  );
  const columns = useConfigColumns(actions);

  return (
    <Stack gap="5">
      <DetailFrame
        title={title}
        subtitle={
          <Trans>
            Where payloads are copied (an S3 bucket or an SFTP server), which payload types, on what schedule, and in which file format.
          </Trans>
        }
        back={{ to: paths.account.transfers, label: t`Transfers` }}
        actions={
          <CreateButton permission={create} onClick={editor.openCreate}>
            <Trans>New configuration</Trans>
          </CreateButton>
        }
      />
      <ListScreen<TransferConfig>
        screen={screen}
        id="transfer-configs"
        caption={title}
        columns={columns}
        rowKey={(row) => row.transfer_config_reference}
        emptyTitle={t`No transfer configurations`}
        emptyDescription={t`Add a configuration to copy payloads to your own storage.`}
        exportFileName="transfer-configs"
      />
      <EditorDialog
        editor={editor}
        title={(editingReference) =>
          editingReference === undefined ? t`New transfer configuration` : t`Edit transfer configuration ${editingReference}`
        }
        size="xl"
        CreateForm={ConfigForm}
        EditForm={EditConfigForm}
      />
    </Stack>
  );
}
