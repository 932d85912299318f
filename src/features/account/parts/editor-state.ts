import { useMemo, useState } from 'react';

/** Which record a page's create/edit dialog is open for: none, a new one, or an existing one. */
export type EditorState<T> = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; record: T };

/** The open/closed state of a create/edit dialog, with stable openers (safe in column memos). */
export function useEditorState<T>() {
  const [state, setState] = useState<EditorState<T>>({ mode: 'closed' });
  const actions = useMemo(
    () => ({
      openCreate: () => setState({ mode: 'create' }),
      openEdit: (record: T) => setState({ mode: 'edit', record }),
      close: () => setState({ mode: 'closed' }),
    }),
    [],
  );
  return { state, ...actions };
}
