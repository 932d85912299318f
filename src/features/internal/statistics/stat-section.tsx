import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface StatSectionProps {
  /** Names the heading's id, `<id>-heading`. */
  id: string;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
}

/** A section of the statistics screen: its heading and what it counts, above its charts and table. */
export function StatSection({ id, title, description, children }: StatSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Stack gap="5" as="section" aria-labelledby={headingId}>
      <Stack gap="1">
        <Heading as="h2" size="lg" id={headingId}>
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {description}
        </Text>
      </Stack>
      {children}
    </Stack>
  );
}
