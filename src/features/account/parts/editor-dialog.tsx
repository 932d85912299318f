import type { ComponentType } from 'react';
import { FormDialog } from '@/components/form-dialog';
import type { useEditorState } from './editor-state';

interface EditorDialogProps {
  editor: ReturnType<typeof useEditorState>;
  /** The dialog's title: for a new record when `editingReference` is undefined. */
  title: (editingReference: string | undefined) => string;
  size: 'md' | 'lg' | 'xl';
  CreateForm: ComponentType<{ onDone: () => void }>;
  EditForm: ComponentType<{ reference: string; onDone: () => void }>;
}

/** The create or edit dialog of a list page, open for what `editor` says. */
export function EditorDialog({ editor, title, size, CreateForm, EditForm }: EditorDialogProps) {
  const editingReference = editor.state.mode === 'edit' ? editor.state.reference : undefined;
  return (
    <FormDialog open={editor.state.mode !== 'closed'} onClose={editor.close} title={title(editingReference)} size={size}>
      {editingReference === undefined ? (
        <CreateForm onDone={editor.close} />
      ) : (
        <EditForm reference={editingReference} onDone={editor.close} />
      )}
    </FormDialog>
  );
}
