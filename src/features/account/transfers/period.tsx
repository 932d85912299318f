import { HStack, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { DateTime } from '@/components/date-time/date-time';

/** The period a transfer covers, from – to. */
export function Period({ from, to }: { from: string | undefined; to: string | undefined }) {
  const { t } = useLingui();
  return (
    <HStack as="span" display="inline-flex" gap="1">
      <DateTime value={from} style="short" />
      <span aria-hidden="true">–</span>
      <VisuallyHidden>{t`to`}</VisuallyHidden>
      <DateTime value={to} style="short" />
    </HStack>
  );
}
