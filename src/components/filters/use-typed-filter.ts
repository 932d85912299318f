import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useDebouncedCallback } from './use-debounced-callback';

/**
 * A filter the user types: its value is sent once typing pauses (trimmed; empty is no filter),
 * Enter sends it at once, and the text follows `value` when the URL changes from elsewhere (Back, Clear all).
 */
export function useTypedFilter(value: string | undefined, onChange: (value: string | undefined) => void, debounceMs: number) {
  const [text, setText] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  const commit = useDebouncedCallback((next: string) => onChange(next.trim() || undefined), debounceMs);

  if (value !== seen) {
    setSeen(value);
    if ((value ?? '') !== text.trim()) setText(value ?? '');
  }

  const clear = () => {
    setText('');
    commit.cancel();
    onChange(undefined);
  };
  const inputProps = {
    value: text,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setText(event.currentTarget.value);
      commit.run(event.currentTarget.value);
    },
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') commit.flush();
    },
  };
  return { text, clear, inputProps };
}
