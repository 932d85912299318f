import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { MissingValue } from '@/components/missing-value';
import { paramEntries } from '../model/command-form';

/** A command's parameters as "name: value" text (values come from users: never HTML). */
export function useParamsText() {
  const { t } = useLingui();
  return useCallback(
    (params: Record<string, unknown> | null | undefined) =>
      paramEntries(params)
        .map(([name, value]) => `${name}: ${typeof value === 'boolean' ? (value ? t`yes` : t`no`) : value}`)
        .join('; '),
    [t],
  );
}

export function CommandParams({ params }: { params: Record<string, unknown> | null | undefined }) {
  const text = useParamsText()(params);
  if (!text) return <MissingValue />;
  return (
    <Text as="span" fontSize="xs" fontFamily="mono" truncate title={text} display="block">
      {text}
    </Text>
  );
}
