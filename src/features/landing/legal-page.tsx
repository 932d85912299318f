import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/components/use-page-title';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** The frame of the cookies and privacy pages: a title, an intro and sections. */
export function LegalPage({
  title,
  intro,
  sections,
  updated,
}: {
  title: string;
  intro: string;
  sections: LegalSection[];
  updated: string;
}) {
  usePageTitle(title);
  return (
    <Container maxW="3xl" py="12">
      <Stack gap="6">
        <Heading as="h1" size="3xl">
          {title}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {intro}
        </Text>
        {sections.map((section) => (
          <Stack as="section" key={section.heading} gap="2">
            <Heading as="h2" size="lg">
              {section.heading}
            </Heading>
            {section.body}
          </Stack>
        ))}
        <Text fontSize="sm" color="fg.muted">
          {updated}
        </Text>
      </Stack>
    </Container>
  );
}
