import { Input } from '@chakra-ui/react';
import { FilterField } from '@/components/filters/filter-field';
import { useTypedFilter } from '@/components/filters/use-typed-filter';

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
  const { inputProps } = useTypedFilter(value, onChange, 400);
  return (
    <FilterField label={label}>
      <Input size="sm" width={width} maxLength={255} {...inputProps} />
    </FilterField>
  );
}
