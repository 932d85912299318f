import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type Fact = [label: string, value: ReactNode | null | undefined | false];

/** Label and value pairs; pairs without a value are left out. */
export function FactList({ facts, testId }: { facts: Fact[]; testId?: string }) {
  const shown = facts.filter(([, value]) => value !== undefined && value !== null && value !== false && value !== '');
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2" data-testid={testId}>
      {shown.map(([label, value]) => (
        <DataList.Item key={label} alignItems="baseline">
          <DataList.ItemLabel minW="32" flexShrink={0}>
            {label}
          </DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word" minW="0">
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
