import { Button, Flex } from '@chakra-ui/react';
import { faFilterCircleXmark } from '@fortawesome/free-solid-svg-icons/faFilterCircleXmark';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Icon } from '@/components/icon';

interface FilterBarProps {
  children: ReactNode;
  /** How many filters are set (from `useUrlState`); "Clear all" shows when there are any. */
  activeCount: number;
  onClear: () => void;
}

/** The row of filters above a list, with "Clear all"; a search landmark for screen readers. */
export function FilterBar({ children, activeCount, onClear }: FilterBarProps) {
  const { t } = useLingui();
  return (
    <Flex role="search" aria-label={t`Filters`} gap="3" align="flex-end" wrap="wrap" py="1">
      {children}
      {activeCount > 0 ? (
        <Button size="sm" variant="ghost" onClick={onClear}>
          <Icon icon={faFilterCircleXmark} />
          <Trans>Clear all ({activeCount})</Trans>
        </Button>
      ) : null}
    </Flex>
  );
}
