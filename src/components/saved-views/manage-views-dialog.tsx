import { Button, CloseButton, Dialog, HStack, IconButton, List, Stack, Text } from '@chakra-ui/react';
import { faCopy } from '@fortawesome/free-solid-svg-icons/faCopy';
import { faFileExport } from '@fortawesome/free-solid-svg-icons/faFileExport';
import { faFileImport } from '@fortawesome/free-solid-svg-icons/faFileImport';
import { faPenToSquare } from '@fortawesome/free-solid-svg-icons/faPenToSquare';
import { faTrashCan } from '@fortawesome/free-solid-svg-icons/faTrashCan';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type ChangeEvent } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { downloadBlob } from '@/components/data-table/csv';
import { DialogShell } from '@/components/dialog-shell';
import { Icon } from '@/components/icon';
import { useOpenedOnce } from '@/components/use-opened-once';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { SavedViews } from './use-saved-views';
import { ViewNameDialog } from './view-name-dialog';

/** A views file is small: anything larger is not one. */
const MAX_FILE_BYTES = 512 * 1024;

interface ViewRowProps {
  name: string;
  onCopyLink: () => void;
  onRename: () => void;
  onDelete: () => void;
}

function ViewRow({ name, onCopyLink, onRename, onDelete }: ViewRowProps) {
  const { t } = useLingui();
  return (
    <List.Item display="flex" alignItems="center" gap="2">
      <Text flex="1" minW="0" truncate title={name}>
        {name}
      </Text>
      <IconButton size="xs" variant="ghost" aria-label={t`Copy the link of ${name}`} onClick={onCopyLink}>
        <Icon icon={faCopy} />
      </IconButton>
      <IconButton size="xs" variant="ghost" aria-label={t`Rename ${name}`} onClick={onRename}>
        <Icon icon={faPenToSquare} />
      </IconButton>
      <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t`Delete ${name}`} onClick={onDelete}>
        <Icon icon={faTrashCan} />
      </IconButton>
    </List.Item>
  );
}

/** The views of a list: copy a view's link, rename, delete; and every view of the organisation to or from a file. */
export function ManageViewsDialog({ open, onClose, views }: { open: boolean; onClose: () => void; views: SavedViews }) {
  const { t } = useLingui();
  const [renaming, setRenaming] = useState<string | undefined>();
  const [deleting, setDeleting] = useState<string | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);
  const opened = useOpenedOnce(open);
  const deletingName = deleting ?? '';

  const copyLink = async (name: string) => {
    const view = views.views.find((entry) => entry.name === name);
    if (!view) return;
    const link = views.link(view);
    try {
      await navigator.clipboard.writeText(link);
      notifySuccess(t`Link copied`, t`The link opens this list with the view's filters and sort.`);
    } catch {
      notifyError(t`The link could not be copied`, link);
    }
  };

  const exportViews = () => {
    downloadBlob(new Blob([views.file()], { type: 'application/json' }), 'saved-views.json');
  };

  const importViews = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    const count = file.size <= MAX_FILE_BYTES ? views.importFile(await file.text()) : undefined;
    if (count === undefined) notifyError(t`Not a views file`, t`Choose a file made by “Export views”.`);
    const fileName = file.name;
    if (count !== undefined)
      notifySuccess(
        t`Views imported`,
        t({ message: plural(count, { one: `# view read from ${fileName}.`, other: `# views read from ${fileName}.` }) }),
      );
  };

  if (!opened) return null;
  return (
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? undefined : onClose())} placement="center" lazyMount unmountOnExit>
      <DialogShell title={t`Saved views`}>
        <Dialog.Body>
          <Stack gap="4">
            {views.views.length === 0 ? (
              <Text color="fg.muted">
                <Trans>No views of this list are saved yet. Set its filters, sort and columns, then “Save current view…”.</Trans>
              </Text>
            ) : (
              <List.Root variant="plain" gap="2" aria-label={t`Saved views of this list`}>
                {views.views.map((view) => (
                  <ViewRow
                    key={view.name}
                    name={view.name}
                    onCopyLink={() => void copyLink(view.name)}
                    onRename={() => setRenaming(view.name)}
                    onDelete={() => setDeleting(view.name)}
                  />
                ))}
              </List.Root>
            )}
            <Text fontSize="sm" color="fg.muted">
              <Trans>
                Views are kept in this browser for you and this organisation. Export them to a file to keep them or to share them; a team
                member imports the file.
              </Trans>
            </Text>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={exportViews}>
              <Icon icon={faFileExport} />
              <Trans>Export views</Trans>
            </Button>
            <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()}>
              <Icon icon={faFileImport} />
              <Trans>Import views</Trans>
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept="application/json,.json"
              hidden
              aria-label={t`Views file`}
              onChange={(event) => void importViews(event)}
            />
          </HStack>
        </Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label={t`Close`} />
        </Dialog.CloseTrigger>
      </DialogShell>
      <ViewNameDialog
        open={renaming !== undefined}
        onClose={() => setRenaming(undefined)}
        title={t`Rename the view`}
        submitLabel={t`Rename`}
        initialName={renaming}
        taken={views.views.map((view) => view.name)}
        onSubmit={(name) => {
          if (renaming !== undefined) views.rename(renaming, name);
        }}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(next) => (next ? undefined : setDeleting(undefined))}
        title={t`Delete the view ${deletingName}?`}
        description={t`Only the saved view goes; the list and its data stay as they are.`}
        confirmLabel={t`Delete`}
        onConfirm={() => {
          if (deleting !== undefined) views.remove(deleting);
        }}
      />
    </Dialog.Root>
  );
}
