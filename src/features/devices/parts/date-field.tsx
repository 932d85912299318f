import { Input } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { FieldShell, type FieldProps } from '@/components/form/field-shell';

/** A calendar date bound to the form as 'YYYY-MM-DD'; an empty box is undefined. (The Form block has no date field yet.) */
export function DateField({ min, max, ...field }: FieldProps & { min?: string | undefined; max?: string | undefined }) {
  const { register } = useFormContext();
  return (
    <FieldShell {...field}>
      <Input
        type="date"
        min={min}
        max={max}
        {...register(field.name, {
          disabled: field.disabled,
          setValueAs: (value: unknown) => (value === '' || value === null ? undefined : value),
        })}
      />
    </FieldShell>
  );
}
