import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A filter's control under its small visible label, as every filter of a filter bar shows it. */
export function FilterField({ label, invalid, children }: { label: ReactNode; invalid?: boolean; children: ReactNode }) {
  return (
    <Field.Root width="auto" invalid={invalid}>
      <Field.Label fontSize="xs">{label}</Field.Label>
      {children}
    </Field.Root>
  );
}
