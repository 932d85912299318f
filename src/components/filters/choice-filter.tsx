import { useLingui } from '@lingui/react/macro';
import { OptionsSelect } from '@/components/options-select';
import type { FilterOption } from './enum-filter';
import { FilterField } from './filter-field';

interface ChoiceFilterProps<T extends string> {
  label: string;
  options: readonly FilterOption<T>[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  /** Text of the empty choice (default "Any"). */
  anyLabel?: string;
  /** A fixed width, for options that arrive after the first render (the bar keeps its layout); default the widest option's. */
  width?: string;
}

/** One value or any, as a native select (e.g. late: any, yes, no). */
export function ChoiceFilter<T extends string>({ label, options, value, onChange, anyLabel, width = 'auto' }: ChoiceFilterProps<T>) {
  const { t } = useLingui();
  return (
    <FilterField label={label}>
      <OptionsSelect
        size="sm"
        width={width}
        options={options}
        placeholder={anyLabel ?? t`Any`}
        value={value ?? ''}
        onChange={(event) => onChange((event.currentTarget.value || undefined) as T | undefined)}
      />
    </FilterField>
  );
}
