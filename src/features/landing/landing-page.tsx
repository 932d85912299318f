import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';

export default function LandingPage() {
  return (
    <Container py="16">
      <Heading as="h1" size="3xl" mb="4"><Trans>Compliance recording for managed mobile devices</Trans></Heading>
      <Text mb="8" color="fg.muted"><Trans>Review calls, messages, photos, videos and interviews captured on your organisation's devices.</Trans></Text>
      <Button asChild><Link to="/dashboard"><Trans>Sign in</Trans></Link></Button>
    </Container>
  );
}
