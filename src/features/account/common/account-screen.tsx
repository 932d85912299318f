import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/page-heading';
import { usePageTitle } from '@/components/use-page-title';

interface AccountScreenProps {
  /** The h1 and the document's title. */
  title: string;
  description: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** A screen of the account area: its heading, then its content. */
export function AccountScreen({ title, description, actions, children }: AccountScreenProps) {
  usePageTitle(title);
  return (
    <Stack gap="5">
      <PageHeading title={title} description={description} actions={actions} />
      {children}
    </Stack>
  );
}
