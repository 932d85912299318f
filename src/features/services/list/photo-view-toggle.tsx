import { Button, ButtonGroup } from '@chakra-ui/react';
import { faTableList } from '@fortawesome/free-solid-svg-icons/faTableList';
import { faTableCells } from '@fortawesome/free-solid-svg-icons/faTableCells';
import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '@/components/icon';

/** Grid of thumbnails or table. */
export function PhotoViewToggle({ value, onChange }: { value: 'grid' | 'table'; onChange: (value: 'grid' | 'table') => void }) {
  const { t } = useLingui();
  return (
    <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={t`View`}>
      <Button aria-pressed={value === 'grid'} variant={value === 'grid' ? 'solid' : 'outline'} onClick={() => onChange('grid')}>
        <Icon icon={faTableCells} />
        <Trans>Grid</Trans>
      </Button>
      <Button aria-pressed={value === 'table'} variant={value === 'table' ? 'solid' : 'outline'} onClick={() => onChange('table')}>
        <Icon icon={faTableList} />
        <Trans>Table</Trans>
      </Button>
    </ButtonGroup>
  );
}
