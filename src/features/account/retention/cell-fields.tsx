import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { useFieldError } from '@/components/form/field-shell';
import { useRenderedField } from '@/components/form/form-context';

interface CellFieldProps {
  name: string;
  /** Accessible name (the column and the row, e.g. "Delete after (days), Call"); not shown. */
  label: string;
}

const toNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : typeof value === 'number' ? value : Number(value);

/** A number input inside a table cell: the column header is its visible label; errors show under it. */
export function CellNumber({ name, label, placeholder }: CellFieldProps & { placeholder?: string }) {
  const { register } = useFormContext();
  useRenderedField(name);
  const error = useFieldError(name);
  return (
    <Field.Root invalid={Boolean(error)} minW="6rem">
      <Field.Label srOnly>{label}</Field.Label>
      <Input
        size="sm"
        type="number"
        inputMode="numeric"
        min={0}
        step="any"
        placeholder={placeholder}
        {...register(name, { setValueAs: toNumber })}
      />
      <Field.ErrorText fontSize="xs">{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A native select inside a table cell. */
export function CellSelect({ name, label, options }: CellFieldProps & { options: readonly { value: string; label: string }[] }) {
  const { register } = useFormContext();
  useRenderedField(name);
  const error = useFieldError(name);
  return (
    <Field.Root invalid={Boolean(error)} minW="12rem">
      <Field.Label srOnly>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field {...register(name)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText fontSize="xs">{error}</Field.ErrorText>
    </Field.Root>
  );
}
