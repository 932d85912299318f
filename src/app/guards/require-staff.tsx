import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Outlet, Link } from 'react-router';
import { disableSupportMode, isAdminSession } from '@/auth/session';
import { useSession } from '@/auth/use-session';
import { paths } from '@/lib/paths';

/** The internal area is for provider staff: the client 'admin' outside support mode. */
export default function RequireStaff() {
  const session = useSession();
  if (isAdminSession(session)) return <Outlet />;
  const client = session.client;
  return (
    <Container py="16" maxW="2xl">
      <Stack gap="4">
        <Heading as="h1">
          <Trans>This area is for provider staff</Trans>
        </Heading>
        {session.supportReference ? (
          <>
            <Text>
              <Trans>You are acting as {client} in support mode. End support mode to return to the staff area.</Trans>
            </Text>
            <Button alignSelf="start" onClick={() => void disableSupportMode()}>
              <Trans>End support mode</Trans>
            </Button>
          </>
        ) : (
          <>
            <Text>
              <Trans>You are signed in to the client portal of {client}.</Trans>
            </Text>
            <Button asChild alignSelf="start">
              <Link to={paths.dashboard}>
                <Trans>Go to the dashboard</Trans>
              </Link>
            </Button>
          </>
        )}
      </Stack>
    </Container>
  );
}
