import { Field, HStack, Input, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useDayZone } from '@/components/date-time/time-zone-preference';
import { OptionsSelect } from '@/components/options-select';
import { isReversedRange, type DateRangeValue } from './date-range';
import { FilterField } from './filter-field';

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
  const zone = useDayZone();
  const reversed = isReversedRange(value.from, value.to);
  // Two ends typed before the page has re-rendered with the first: the second keeps the first. Only
  // a new value from the page replaces what was sent; a re-render with the old one (the page's
  // list loading while the URL change is on its way) does not.
  const latest = useRef(value);
  const { field, from, to } = value;
  useEffect(() => {
    latest.current = { field, from, to };
  }, [field, from, to]);
  const change = (next: Partial<DateRangeValue<F>>) => {
    latest.current = { ...latest.current, ...next };
    onChange(latest.current);
  };
  return (
    <HStack
      gap="2"
      align="flex-end"
      wrap="wrap"
      role="group"
      aria-labelledby={fields.length > 1 ? `${id}-field` : undefined}
      aria-label={fields.length > 1 ? undefined : t`Date range`}
      aria-describedby={`${id}-zone`}
    >
      {fields.length > 1 ? (
        <Field.Root width="auto">
          <Field.Label id={`${id}-field`} fontSize="xs">
            <Trans>Date</Trans>
          </Field.Label>
          <OptionsSelect
            size="sm"
            width="auto"
            options={fields}
            value={value.field}
            onChange={(event) => change({ field: event.currentTarget.value as F })}
          />
        </Field.Root>
      ) : null}
      <DayInput end="from" label={<Trans>From</Trans>} range={value} onChange={change} />
      <DayInput end="to" label={<Trans>To</Trans>} range={value} onChange={change}>
        {reversed ? (
          <Field.ErrorText>
            <Trans>The start date is after the end date.</Trans>
          </Field.ErrorText>
        ) : null}
      </DayInput>
      <Text id={`${id}-zone`} fontSize="xs" color="fg.muted" pb="2" data-testid="day-zone">
        <Trans>Days start at midnight {zone}</Trans>
      </Text>
    </HStack>
  );
}

interface DayInputProps<F extends string> {
  end: 'from' | 'to';
  label: ReactNode;
  range: DateRangeValue<F>;
  onChange: (end: Partial<DateRangeValue<F>>) => void;
  /** Shown under the input (the error of the range). */
  children?: ReactNode;
}

/** One end of the range: the from date may not be after the to date, and the other way round. */
function DayInput<F extends string>({ end, label, range, onChange, children }: DayInputProps<F>) {
  return (
    <FilterField label={label} invalid={isReversedRange(range.from, range.to)}>
      <Input
        type="date"
        size="sm"
        value={range[end] ?? ''}
        min={end === 'to' ? range.from : undefined}
        max={end === 'from' ? range.to : undefined}
        onChange={(event) => onChange({ [end]: event.currentTarget.value || undefined })}
      />
      {children}
    </FilterField>
  );
}
