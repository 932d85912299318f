import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { getSession } from '@/auth/session-store';
import { draftFor, registerOpenForm, takeDraft } from '@/lib/form-drafts';

/**
 * Lets the session see this form while it is on screen (the idle warning names it when it holds
 * unsaved changes; a session the API refused to renew keeps its input), and brings back the input
 * kept for it when the same user signs in again: true when it has.
 */
export function useKeptInput<TIn extends FieldValues, TOut>(
  form: UseFormReturn<TIn, unknown, TOut>,
  name: string | undefined,
  dirty: boolean,
): boolean {
  const [key] = useState(() => `${window.location.pathname}#${name ?? Object.keys(form.getValues()).sort().join(',')}`);
  const [draft] = useState(() => draftFor(key, getSession().user));
  const unsaved = useRef(dirty);
  useEffect(() => {
    unsaved.current = dirty;
  }, [dirty]);
  useEffect(() => {
    if (draft && typeof draft === 'object' && takeDraft(key, getSession().user) !== undefined)
      form.reset({ ...form.getValues(), ...draft }, { keepDefaultValues: true });
    return registerOpenForm({ key, name, unsaved: () => unsaved.current, values: () => form.getValues() });
  }, [form, key, name, draft]);
  return draft !== undefined;
}
