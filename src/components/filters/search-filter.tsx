import { CloseButton, Input, InputGroup } from '@chakra-ui/react';
import { faMagnifyingGlass } from '@fortawesome/free-solid-svg-icons/faMagnifyingGlass';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '@/components/icon';
import { useTypedFilter } from './use-typed-filter';

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
  const { text, clear, inputProps } = useTypedFilter(value, onChange, debounceMs);

  return (
    <InputGroup
      flex="1 1 16rem"
      maxW="24rem"
      startElement={<Icon icon={faMagnifyingGlass} />}
      endElement={text ? <CloseButton size="xs" aria-label={t`Clear search`} onClick={clear} /> : undefined}
    >
      <Input
        type="search"
        size="sm"
        aria-label={label}
        placeholder={label}
        maxLength={maxLength}
        css={{ '&::-webkit-search-cancel-button': { display: 'none' } }}
        {...inputProps}
      />
    </InputGroup>
  );
}
