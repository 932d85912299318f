import { Input, Textarea, type InputProps, type TextareaProps } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { FieldShell, type FieldProps } from './field-shell';

interface TextFieldProps extends FieldProps {
  type?: 'text' | 'email' | 'url' | 'password' | 'tel' | 'search';
  placeholder?: string;
  autoComplete?: string;
  inputProps?: Omit<InputProps, 'name' | 'type'>;
}

/** A one-line text input bound to the form. Empty text stays '' (schemas decide whether that is allowed). */
export function TextField({ type = 'text', placeholder, autoComplete, inputProps, ...field }: TextFieldProps) {
  const { register } = useFormContext();
  return (
    <FieldShell {...field}>
      <Input
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete ?? 'off'}
        {...inputProps}
        {...register(field.name, { disabled: field.disabled })}
      />
    </FieldShell>
  );
}

interface TextareaFieldProps extends FieldProps {
  rows?: number;
  placeholder?: string;
  maxLength?: number;
  textareaProps?: Omit<TextareaProps, 'name'>;
}

/** A multi-line text input bound to the form. */
export function TextareaField({ rows = 4, placeholder, maxLength, textareaProps, ...field }: TextareaFieldProps) {
  const { register } = useFormContext();
  return (
    <FieldShell {...field}>
      <Textarea
        rows={rows}
        placeholder={placeholder}
        maxLength={maxLength}
        autoresize
        {...textareaProps}
        {...register(field.name, { disabled: field.disabled })}
      />
    </FieldShell>
  );
}

interface NumberFieldProps extends FieldProps {
  min?: number;
  max?: number;
  step?: number | 'any';
  placeholder?: string;
}

/** A number input; an empty box is undefined (not 0 and not NaN), so optional numbers stay optional. */
export function NumberField({ min, max, step, placeholder, ...field }: NumberFieldProps) {
  const { register } = useFormContext();
  return (
    <FieldShell {...field}>
      <Input
        type="number"
        inputMode={step === 'any' || (typeof step === 'number' && !Number.isInteger(step)) ? 'decimal' : 'numeric'}
        min={min}
        max={max}
        step={step}
        placeholder={placeholder}
        {...register(field.name, {
          disabled: field.disabled,
          setValueAs: (value: unknown) =>
            value === '' || value === null || value === undefined ? undefined : typeof value === 'number' ? value : Number(value),
        })}
      />
    </FieldShell>
  );
}
