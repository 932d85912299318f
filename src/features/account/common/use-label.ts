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
