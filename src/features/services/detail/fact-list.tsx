import type { ReactNode } from 'react';
import { plainClass } from '@/theme/plain-class';

export type Fact = [label: string, value: ReactNode | null | undefined | false];

/** Label and value pairs; pairs without a value are left out. Static CSS styles it (src/theme/plain-styles.ts). */
export function FactList({ facts, testId }: { facts: Fact[]; testId?: string }) {
  const shown = facts.filter(([, value]) => value !== undefined && value !== null && value !== false && value !== '');
  return (
    <dl className={plainClass.factList} data-testid={testId}>
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
