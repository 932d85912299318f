import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { SidebarNav } from './sidebar-nav';

/** The navigation in a drawer from the start edge, on screens too narrow for the navigation column. */
export function NavDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>
                <Trans>Navigation</Trans>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <SidebarNav onNavigate={() => onOpenChange(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
