import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '@/lib/paths';
import { isChunkLoadError, reloadOnce } from '../build-update';
import { usePageTitle } from '@/components/use-page-title';

interface ErrorView {
  status: number;
  description: string;
}

/** Spec section 2: status code (default 500), status message and a description from the error. */
export function describeError(error: unknown): ErrorView {
  if (isRouteErrorResponse(error))
    return { status: error.status, description: typeof error.data === 'string' ? error.data : error.statusText };
  if (error instanceof Error) return { status: 500, description: error.message };
  return { status: 500, description: typeof error === 'string' ? error : '' };
}

/** The fatal error page: the route's error element. */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useLingui();
  if (navigator.onLine && isChunkLoadError(error) && reloadOnce(window.location.pathname + window.location.search)) return null;
  const { status, description } = describeError(error);
  const message = status === 404 ? t`Page Not Found` : t`Internal Server Error`;
  return <ErrorView status={status} message={message} description={description} />;
}

function ErrorView({ status, message, description }: { status: number; message: string; description: string }) {
  const { t } = useLingui();
  usePageTitle(`${status} ${message}`);
  return (
    <Container as="main" py="24" maxW="2xl">
      <Stack gap="4" textAlign="center" align="center">
        {/* One heading for both: a bold paragraph above it read as an unmarked heading (axe: p-as-heading). */}
        <Heading as="h1" size="2xl">
          <Text as="span" display="block" fontSize="6xl" color="colorPalette.fg" lineHeight="1" mb="4">
            {status}
          </Text>{' '}
          <span>{message}</span>
        </Heading>
        {description ? (
          <Text color="fg.muted" wordBreak="break-word">
            {description}
          </Text>
        ) : null}
        <HStack>
          <Button asChild>
            <Link to={paths.landing}>{t`Go to the home page`}</Link>
          </Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            {t`Reload`}
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
