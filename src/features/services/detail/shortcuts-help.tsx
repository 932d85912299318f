import { Button, Kbd, Popover, Portal, Table } from '@chakra-ui/react';
import { faKeyboard } from '@fortawesome/free-solid-svg-icons/faKeyboard';
import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '@/components/icon';

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
    // Mounted when first opened: every call's page has the button, few readers open the list.
    <Popover.Root lazyMount open={open} onOpenChange={(details) => onOpenChange(details.open)} positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <Button size="sm" variant="ghost" aria-label={t`Keyboard shortcuts`}>
          <Icon icon={faKeyboard} />
          <Trans>Shortcuts</Trans>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content>
            <Popover.Arrow />
            <Popover.Body>
              <Popover.Title fontWeight="semibold" mb="2">
                <Trans>Review shortcuts</Trans>
              </Popover.Title>
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
              <Popover.Description mt="2" fontSize="xs" color="fg.muted">
                <Trans>Shortcuts do nothing while you type in a field.</Trans>
              </Popover.Description>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
