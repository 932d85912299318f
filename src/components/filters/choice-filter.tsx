import { Field, NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { FilterOption } from './enum-filter';

interface ChoiceFilterProps<T extends string> {
  label: string;
  options: readonly FilterOption<T>[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  /** Text of the empty choice (default "Any"). */
  anyLabel?: string;
}

/** One value or any, as a native select (e.g. late: any, yes, no). */
export function ChoiceFilter<T extends string>({ label, options, value, onChange, anyLabel }: ChoiceFilterProps<T>) {
  const { t } = useLingui();
  return (
    <Field.Root width="auto">
      <Field.Label fontSize="xs">{label}</Field.Label>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field value={value ?? ''} onChange={(event) => onChange((event.currentTarget.value || undefined) as T | undefined)}>
          <option value="">{anyLabel ?? t`Any`}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
