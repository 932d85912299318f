import { CloseButton, Input, InputGroup } from '@chakra-ui/react';
import { faMagnifyingGlass } from '@fortawesome/free-solid-svg-icons/faMagnifyingGlass';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Icon } from '@/components/icon';
import { useDebouncedCallback } from './use-debounced-callback';

interface SearchFilterProps {
  /** Accessible name and placeholder, e.g. t`Search by reference or number`. */
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** Wait after the last key press before searching (default 300 ms); Enter searches at once. */
  debounceMs?: number;
  maxLength?: number;
}

/** Free-text search that updates the URL once typing pauses; follows the URL when it changes (Back). */
export function SearchFilter({ label, value, onChange, debounceMs = 300, maxLength = 255 }: SearchFilterProps) {
  const { t } = useLingui();
  const [text, setText] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  const commit = useDebouncedCallback((next: string) => onChange(next.trim() || undefined), debounceMs);

  // The URL changed from elsewhere (Back, Clear all): show its value.
  if (value !== seen) {
    setSeen(value);
    if ((value ?? '') !== text.trim()) setText(value ?? '');
  }

  return (
    <InputGroup
      flex="1 1 16rem"
      maxW="24rem"
      startElement={<Icon icon={faMagnifyingGlass} />}
      endElement={
        text ? (
          <CloseButton
            size="xs"
            aria-label={t`Clear search`}
            onClick={() => {
              setText('');
              commit.cancel();
              onChange(undefined);
            }}
          />
        ) : undefined
      }
    >
      <Input
        type="search"
        size="sm"
        aria-label={label}
        placeholder={label}
        value={text}
        maxLength={maxLength}
        css={{ '&::-webkit-search-cancel-button': { display: 'none' } }}
        onChange={(event) => {
          setText(event.currentTarget.value);
          commit.run(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit.flush();
        }}
      />
    </InputGroup>
  );
}
