import { Field, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { isReversedRange, type DateRangeValue } from './date-range';

interface DateRangeFilterProps<F extends string> {
  /** The dates the range may apply to (e.g. payload time, updated, processed); the first is the default. */
  fields: readonly { value: F; label: string }[];
  value: DateRangeValue<F>;
  onChange: (value: DateRangeValue<F>) => void;
}

/** From and to dates (whole days) and, when there is a choice, which date of the record they filter on. */
export function DateRangeFilter<F extends string>({ fields, value, onChange }: DateRangeFilterProps<F>) {
  const { t } = useLingui();
  const id = useId();
  const reversed = isReversedRange(value.from, value.to);
  return (
    <HStack
      gap="2"
      align="flex-end"
      wrap="wrap"
      role="group"
      aria-labelledby={fields.length > 1 ? `${id}-field` : undefined}
      aria-label={fields.length > 1 ? undefined : t`Date range`}
    >
      {fields.length > 1 ? (
        <Field.Root width="auto">
          <Field.Label id={`${id}-field`} fontSize="xs">
            <Trans>Date</Trans>
          </Field.Label>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field value={value.field} onChange={(event) => onChange({ ...value, field: event.currentTarget.value as F })}>
              {fields.map((field) => (
                <option key={field.value} value={field.value}>
                  {field.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ) : null}
      <Field.Root width="auto" invalid={reversed}>
        <Field.Label fontSize="xs">
          <Trans>From</Trans>
        </Field.Label>
        <Input
          type="date"
          size="sm"
          value={value.from ?? ''}
          max={value.to}
          onChange={(event) => onChange({ ...value, from: event.currentTarget.value || undefined })}
        />
      </Field.Root>
      <Field.Root width="auto" invalid={reversed}>
        <Field.Label fontSize="xs">
          <Trans>To</Trans>
        </Field.Label>
        <Input
          type="date"
          size="sm"
          value={value.to ?? ''}
          min={value.from}
          onChange={(event) => onChange({ ...value, to: event.currentTarget.value || undefined })}
        />
        {reversed ? (
          <Field.ErrorText>
            <Trans>The start date is after the end date.</Trans>
          </Field.ErrorText>
        ) : null}
      </Field.Root>
    </HStack>
  );
}
