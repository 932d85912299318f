import { Input } from '@chakra-ui/react';
import { useState } from 'react';
import { FilterField } from '@/components/filters/filter-field';
import { useDebouncedCallback } from '@/components/filters/use-debounced-callback';

interface TextFilterProps {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  width?: string;
}

/**
 * An exact-value filter (a reference, a log class) with a visible label like the other filters;
 * the URL is updated once typing pauses, Enter at once, and it follows the URL (Back, Clear all).
 */
export function TextFilter({ label, value, onChange, width = '11rem' }: TextFilterProps) {
  const [text, setText] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  const commit = useDebouncedCallback((next: string) => onChange(next.trim() || undefined), 400);
  if (value !== seen) {
    setSeen(value);
    if ((value ?? '') !== text.trim()) setText(value ?? '');
  }
  return (
    <FilterField label={label}>
      <Input
        size="sm"
        width={width}
        value={text}
        maxLength={255}
        onChange={(event) => {
          setText(event.currentTarget.value);
          commit.run(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit.flush();
        }}
      />
    </FilterField>
  );
}
