import { Button, Menu, Portal, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ToolbarMenuProps {
  /** What the toolbar's button shows (an icon and a word). */
  button: ReactNode;
  buttonProps?: ButtonProps;
  /** Names the group of choices at the top of the menu. */
  groupLabel: ReactNode;
  /** The choices: check boxes or items. */
  children: ReactNode;
  /** The actions under the choices, after a separator. */
  actions: ReactNode;
  minW: string;
  /** Keeps the menu open while several choices are ticked. */
  closeOnSelect?: boolean;
}

/** A menu of a list's toolbar: a group of choices that scrolls when long, then its actions. */
export function ToolbarMenu({ button, buttonProps, groupLabel, children, actions, minW, closeOnSelect }: ToolbarMenuProps) {
  return (
    <Menu.Root closeOnSelect={closeOnSelect} positioning={{ placement: 'bottom-end' }} lazyMount>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" {...buttonProps}>
          {button}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW={minW} maxH="70vh" overflowY="auto">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{groupLabel}</Menu.ItemGroupLabel>
              {children}
            </Menu.ItemGroup>
            <Menu.Separator />
            {actions}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
