import { Checkbox, CheckboxGroup, Field, Fieldset, Stack, Switch } from '@chakra-ui/react';
import { Controller, useFormContext } from 'react-hook-form';
import { OptionsSelect } from '@/components/options-select';
import { FieldShell, useFieldError, type FieldProps } from './field-shell';
import { useRenderedField } from './form-context';

export interface Option {
  value: string;
  label: string;
  disabled?: boolean;
}

interface SelectFieldProps extends FieldProps {
  options: readonly Option[];
  /** The empty first choice's text; without it the first option is preselected by the browser. */
  placeholder?: string;
}

/** One value from a list, as a native select (keyboard and screen readers work as in any form). An empty choice is undefined. */
export function SelectField({ options, placeholder, ...field }: SelectFieldProps) {
  const { register } = useFormContext();
  return (
    <FieldShell {...field}>
      <OptionsSelect
        options={options}
        placeholder={placeholder}
        {...register(field.name, { disabled: field.disabled, setValueAs: (value: unknown) => (value === '' ? undefined : value) })}
      />
    </FieldShell>
  );
}

interface CheckboxGroupFieldProps extends FieldProps {
  options: readonly Option[];
  /** Lay the boxes out in a row (default: a column). */
  inline?: boolean;
}

/** Any number of values (a string array) as a group of checkboxes under a legend. */
export function CheckboxGroupField({ name, label, helperText, required, disabled, options, inline }: CheckboxGroupFieldProps) {
  const { control } = useFormContext();
  useRenderedField(name);
  const error = useFieldError(name);
  return (
    <Fieldset.Root invalid={Boolean(error)} disabled={disabled}>
      <Fieldset.Legend>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </Fieldset.Legend>
      {helperText && !error ? <Fieldset.HelperText>{helperText}</Fieldset.HelperText> : null}
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <CheckboxGroup
            name={field.name}
            value={Array.isArray(field.value) ? (field.value as string[]) : []}
            onValueChange={(value) => field.onChange(value)}
            disabled={disabled}
          >
            <Stack direction={inline ? 'row' : 'column'} gap={inline ? '4' : '2'} wrap="wrap" onBlur={field.onBlur}>
              {options.map((option) => (
                <Checkbox.Root key={option.value} value={option.value} disabled={option.disabled} invalid={Boolean(error)}>
                  <Checkbox.HiddenInput ref={option === options[0] ? field.ref : undefined} />
                  <Checkbox.Control />
                  <Checkbox.Label>{option.label}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </CheckboxGroup>
        )}
      />
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

/** A yes/no setting as a switch; the value is a boolean. Helper and error text are described to screen readers. */
export function SwitchField({ name, label, helperText, disabled }: Omit<FieldProps, 'required'>) {
  const { control } = useFormContext();
  useRenderedField(name);
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field.Root invalid={Boolean(error)} disabled={disabled}>
          <Switch.Root name={field.name} checked={Boolean(field.value)} onCheckedChange={(details) => field.onChange(details.checked)}>
            <Switch.HiddenInput ref={field.ref} onBlur={field.onBlur} />
            <Switch.Control />
            <Switch.Label>{label}</Switch.Label>
          </Switch.Root>
          {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
      )}
    />
  );
}
