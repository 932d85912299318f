import { createListCollection, Portal, Select } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

export interface FilterOption<T extends string> {
  value: T;
  label: string;
}

interface EnumFilterProps<T extends string> {
  /** Visible label, e.g. t`Types`. */
  label: string;
  options: readonly FilterOption<T>[];
  /** Selected values; empty means all. */
  value: readonly T[];
  onChange: (value: T[]) => void;
  width?: string;
}

/** A multi-select of enum values (types, states, ...); nothing selected means no restriction. */
export function EnumFilter<T extends string>({ label, options, value, onChange, width = '12rem' }: EnumFilterProps<T>) {
  const { t } = useLingui();
  const collection = useMemo(
    () => createListCollection({ items: options.map((option) => ({ value: option.value, label: option.label })) }),
    [options],
  );
  const selected = useMemo(() => options.filter((option) => value.includes(option.value)), [options, value]);
  const count = selected.length;
  const summary = count === 0 ? t`All` : count <= 2 ? selected.map((option) => option.label).join(', ') : t`${count} selected`;
  return (
    <Select.Root
      multiple
      size="sm"
      width={width}
      collection={collection}
      value={[...value]}
      onValueChange={(details) => onChange(details.value as T[])}
      positioning={{ sameWidth: false }}
      // The options are rendered on first opening: a list screen has several of these filters.
      lazyMount
    >
      <Select.HiddenSelect />
      <Select.Label fontSize="xs">{label}</Select.Label>
      <Select.Control>
        <Select.Trigger>
          <Select.ValueText>{summary}</Select.ValueText>
        </Select.Trigger>
        <Select.IndicatorGroup>
          {value.length ? <Select.ClearTrigger aria-label={t`Clear ${label}`} /> : null}
          <Select.Indicator />
        </Select.IndicatorGroup>
      </Select.Control>
      <Portal>
        <Select.Positioner>
          <Select.Content minW="12rem">
            {collection.items.map((item) => (
              <Select.Item key={item.value} item={item}>
                {item.label}
                <Select.ItemIndicator />
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
    </Select.Root>
  );
}
