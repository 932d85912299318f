import { Box, Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { usePageTitle } from '@/components/use-page-title';
import { paths } from '@/lib/paths';

export default function LandingPage() {
  const { t } = useLingui();
  usePageTitle(undefined);
  const features = [
    {
      title: t`Calls and interviews`,
      text: t`Recorded calls and face-to-face interviews, with the waveform, comments pinned to the moment they concern, and receipts.`,
    },
    { title: t`Messages`, text: t`SMS, MMS and RCS threads shown as the conversation they were, attachments included.` },
    { title: t`Photos and videos`, text: t`Images and clips taken on managed devices, with notes, time and place.` },
    { title: t`Devices and GPS`, text: t`Every managed device and device user, their commands, logs, telemetry and location history.` },
    { title: t`Governance`, text: t`Roles with deny-wins permissions, alerts, retention, legal holds and an audit of every action.` },
    {
      title: t`Archive and transfer`,
      text: t`Scheduled transfers to your own S3 bucket or SFTP server, and migration from the legacy platform.`,
    },
  ];
  return (
    <Container maxW="container" py={{ base: '12', md: '20' }}>
      <Stack gap="6" maxW="3xl">
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="shorter">
          {t`Compliance recording for managed mobile devices`}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {t`Capture calls, messages, photos, videos, interviews and GPS from your organisation's managed devices, then review, comment on and archive them in one console.`}
        </Text>
        <HStack gap="3">
          <Button asChild size="lg">
            <Link to={paths.signIn}>{t`Sign in`}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.privacy}>{t`How we handle data`}</Link>
          </Button>
        </HStack>
      </Stack>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="5" mt="16">
        {features.map((feature) => (
          <Box as="li" key={feature.title} borderWidth="1px" rounded="lg" p="5" bg="bg.subtle">
            <Heading as="h2" size="md" mb="2">
              {feature.title}
            </Heading>
            <Text color="fg.muted">{feature.text}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </Container>
  );
}
