import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MissingValue } from '@/components/missing-value';

export interface MetadataItem {
  /** Stable key; defaults to the label. */
  id?: string;
  label: string;
  /** Text, a number, or an element; null, undefined, '' and empty arrays show as a dash. */
  value: ReactNode;
  /** Hide the row entirely rather than showing a dash. */
  hidden?: boolean;
}

const isMissing = (value: ReactNode) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** A key-value panel (a DataList: term and description) where missing values read as a dash. */
export function MetadataList({
  items,
  orientation = 'horizontal',
  columns,
}: {
  items: readonly MetadataItem[];
  orientation?: 'horizontal' | 'vertical';
  columns?: number;
}) {
  return (
    <DataList.Root
      orientation={orientation}
      size="sm"
      display={columns ? 'grid' : undefined}
      gridTemplateColumns={columns ? { base: '1fr', md: `repeat(${columns}, minmax(0, 1fr))` } : undefined}
      columnGap="8"
    >
      {items
        .filter((item) => !item.hidden)
        .map((item) => (
          <DataList.Item key={item.id ?? item.label}>
            <DataList.ItemLabel minW="10rem">{item.label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">{isMissing(item.value) ? <MissingValue /> : item.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
    </DataList.Root>
  );
}
