import { Button, Kbd, Table, Text } from '@chakra-ui/react';
import { faKeyboard } from '@fortawesome/free-solid-svg-icons/faKeyboard';
import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '@/components/icon';
import { ButtonPopover } from '@/components/popover/button-popover';

/** The review shortcuts, listed in a popover (also opened with ?). */
export function ShortcutsHelp({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const rows: [string, string][] = [
    ['j', t`Next payload in the list`],
    ['k', t`Previous payload in the list`],
    [t`Space`, t`Play or pause the recording`],
    ['r', t`Confirm receipt`],
    ['c', t`Write a comment`],
    ['?', t`Show these shortcuts`],
  ];
  return (
    <ButtonPopover
      open={open}
      onOpenChange={onOpenChange}
      title={<Trans>Review shortcuts</Trans>}
      trigger={
        <Button size="sm" variant="ghost" aria-label={t`Keyboard shortcuts`}>
          <Icon icon={faKeyboard} />
          <Trans>Shortcuts</Trans>
        </Button>
      }
    >
      <Table.Root size="sm" variant="line">
        <Table.Body>
          {rows.map(([key, action]) => (
            <Table.Row key={key}>
              <Table.Cell>
                <Kbd>{key}</Kbd>
              </Table.Cell>
              <Table.Cell>{action}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Text fontSize="xs" color="fg.muted">
        <Trans>Shortcuts do nothing while you type in a field.</Trans>
      </Text>
    </ButtonPopover>
  );
}
