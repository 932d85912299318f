import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ScreenHeading } from '@/components/screen-heading';
import type { HeadedPath } from '@/lib/screen-headings';

interface AccountScreenProps {
  /** The screen's address, which names its heading (`screenHeadings`). */
  path: HeadedPath;
  actions?: ReactNode;
  children: ReactNode;
}

/** A screen of the account area: its heading, then its content. */
export function AccountScreen({ path, actions, children }: AccountScreenProps) {
  return (
    <Stack gap="5">
      <ScreenHeading path={path} actions={actions} />
      {children}
    </Stack>
  );
}
