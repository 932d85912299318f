import { Box, Heading, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** What a screen shows until the issue that builds it lands: its heading and a plain note. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Box>
      <Heading as="h1" size="2xl" mb="3">{title}</Heading>
      <Box borderWidth="1px" borderStyle="dashed" rounded="lg" p="6" bg="bg.subtle">
        <Text fontWeight="medium"><Trans>This screen is not available yet.</Trans></Text>
        <Text color="fg.muted" mt="1"><Trans>It is planned for a coming release of the portal. Everything else in the menu works.</Trans></Text>
      </Box>
    </Box>
  );
}
