import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';

/** Translates a value through a label table; a value the table does not know is shown as it is. */
export function useLabel(labels: Record<string, MessageDescriptor>): (value: string | null | undefined) => string {
  const { i18n } = useLingui();
  return useCallback(
    (value) => {
      if (!value) return '';
      const descriptor = labels[value];
      return descriptor ? i18n._(descriptor) : value;
    },
    [i18n, labels],
  );
}

/** The choices of a select or checkbox group: each value with its label from the table. */
export function useLabelOptions<T extends string>(
  labels: Record<string, MessageDescriptor>,
  values: readonly T[],
): { value: T; label: string }[] {
  const label = useLabel(labels);
  return values.map((value) => ({ value, label: label(value) }));
}
