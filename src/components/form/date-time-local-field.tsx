import { Input } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { FieldShell, type FieldProps } from './field-shell';

/** A date and time in the viewer's zone (`YYYY-MM-DDTHH:MM`); `localToIso` turns it into an API timestamp. */
export function DateTimeLocalField({ min, max, ...field }: FieldProps & { min?: string; max?: string }) {
  const { register } = useFormContext();
  return (
    <FieldShell {...field}>
      <Input type="datetime-local" min={min} max={max} {...register(field.name, { disabled: field.disabled })} />
    </FieldShell>
  );
}

/** 'YYYY-MM-DDTHH:MM' in the viewer's zone as an ISO timestamp in UTC without milliseconds; undefined if not a date. */
export function localToIso(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().replace(/\.\d{3}(?=Z$)/, '');
}

/** A Date as the value of a datetime-local input, in the viewer's zone. */
export function isoToLocal(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
