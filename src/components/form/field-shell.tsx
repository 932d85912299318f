import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { useRenderedField } from './form-context';

export interface FieldProps {
  /** Path of the value in the form, e.g. 'message' or 'comment_duration.start_time'. */
  name: string;
  /** Visible label (translated). */
  label: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/** The error message of one field, re-rendering only when that field's state changes. */
export function useFieldError(name: string): string | undefined {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const error = get(errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}

/** Label, helper text and error text around one control; Chakra's Field wires ids, aria-invalid and aria-describedby. */
export function FieldShell({ name, label, helperText, required, disabled, children }: FieldProps & { children: ReactNode }) {
  useRenderedField(name);
  const error = useFieldError(name);
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText whiteSpace="pre-line">{error}</Field.ErrorText>
    </Field.Root>
  );
}
