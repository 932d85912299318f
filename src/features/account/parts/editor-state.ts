import { useMemo, useState } from 'react';

/**
 * What a page's create/edit dialog is open for: nothing, a new record, or the record of a reference
 * (the edit form loads it fresh by that reference).
 */
export type EditorState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; reference: string };

/** The open/closed state of a create/edit dialog, with stable openers (safe in column memos). */
export function useEditorState() {
  const [state, setState] = useState<EditorState>({ mode: 'closed' });
  const actions = useMemo(
    () => ({
      openCreate: () => setState({ mode: 'create' }),
      openEdit: (reference: string) => setState({ mode: 'edit', reference }),
      close: () => setState({ mode: 'closed' }),
    }),
    [],
  );
  return { state, ...actions };
}
