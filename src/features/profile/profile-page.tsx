import { Container, Heading } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { getSession } from '@/auth/session-store';
import { ProfileSummary } from './profile-summary';

export default function ProfilePage() {
  return (
    <Container py="8">
      <Heading as="h1" mb="4"><Trans>Dashboard</Trans></Heading>
      <ProfileSummary client={getSession().client} />
    </Container>
  );
}
