import { Box, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PageHeadingProps {
  /** The page's h1 (translated, or a record's name shown as text). */
  title: ReactNode;
  /** Beside the title, for example the record's state. */
  badge?: ReactNode;
  /** A line saying what the screen is for, under the title. */
  description?: ReactNode;
  /** Buttons for the whole page, right of the heading; they wrap under it on narrow screens. */
  actions?: ReactNode;
}

/** The heading of a screen: h1, what the screen is for, and page actions. */
export function PageHeading({ title, badge, description, actions }: PageHeadingProps) {
  return (
    <HStack justify="space-between" align="flex-start" gap="4" wrap="wrap">
      <Box minW="0" flex="1 1 20rem">
        <HStack gap="3" wrap="wrap" align="center">
          <Heading as="h1" size="2xl" wordBreak="break-word">
            {title}
          </Heading>
          {badge}
        </HStack>
        {description ? (
          <Text color="fg.muted" mt="1" maxW="3xl">
            {description}
          </Text>
        ) : null}
      </Box>
      {actions ? (
        <HStack gap="2" wrap="wrap">
          {actions}
        </HStack>
      ) : null}
    </HStack>
  );
}
