import { Alert, Button, Card, Field, Heading, Input, Separator, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from '@generated/zod';
import {
  listClientsResponseDataItemClientMax as CLIENT_MAX,
  listClientsResponseDataItemClientRegExp as CLIENT_PATTERN,
} from '@generated/internal/zod/clients/clients';
import { notifyFailedCall } from '@/api/error-notice';
import { useZodForm } from '@/components/form/use-zod-form';
import { rememberReturnPath, RETURN_PARAM } from '@/auth/return-path';
import { ADMIN_CLIENT, lastClient, login } from '@/auth/session';
import { useSession } from '@/auth/use-session';
import { notifyError } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { UnsafeLinkError } from '@/lib/safe-url';
import { usePageTitle } from '@/components/use-page-title';
import { useCodeExchange } from './use-code-exchange';

/** The organisation name rule of the contract (a client identifier), with its messages in the active locale. */
function useSignInSchema() {
  const { t } = useLingui();
  return useMemo(
    () =>
      z.object({
        client: z
          .string()
          .trim()
          .toLowerCase()
          .min(1, t`Enter the name of your organisation.`)
          .max(CLIENT_MAX, t`At most ${CLIENT_MAX} characters.`)
          .regex(CLIENT_PATTERN, t`Only lower-case letters, digits and "-" allowed`),
      }),
    [t],
  );
}

export default function SignInPage() {
  const { t } = useLingui();
  usePageTitle(t`Sign in`);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const go = useCallback((to: string) => void navigate(to, { replace: true }), [navigate]);
  const code = params.get('code');
  const providerError = params.get('error_description') ?? params.get('error');
  const exchanged = useCodeExchange({ code, state: params.get('state'), providerError }, go);
  // Try again drops the code from the address: the form comes back.
  const exchange = code !== null || providerError ? exchanged : ({ status: 'idle' } as const);
  const retry = () => setParams({}, { replace: true });
  const returnTo = params.get(RETURN_PARAM);
  // The address names the page to come back to, so it survives in a new tab or after a reload.
  useEffect(() => {
    if (returnTo) rememberReturnPath(returnTo);
  }, [returnTo]);

  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="5">
          <Heading as="h1" size="xl">
            <Trans>Sign in</Trans>
          </Heading>
          {exchange.status === 'exchanging' ? (
            <Stack direction="row" align="center" gap="3" role="status">
              <Spinner size="sm" />
              <Text>
                <Trans>Signing you in…</Trans>
              </Text>
            </Stack>
          ) : null}
          {exchange.status === 'failed' ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  <Trans>Sign-in failed</Trans>
                </Alert.Title>
                <Alert.Description wordBreak="break-word">{exchange.reason}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          {exchange.status === 'failed' ? (
            <Button variant="outline" onClick={retry}>
              <Trans>Try again</Trans>
            </Button>
          ) : null}
          {exchange.status === 'idle' ? <SignInForm /> : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function SignInForm() {
  const { t } = useLingui();
  const session = useSession();
  const [leaving, setLeaving] = useState<string>();
  const remembered = session.client && session.client !== ADMIN_CLIENT ? session.client : lastClient();
  // Checked on submit only: leaving the empty field for "Provider staff" is no mistake. No remembered
  // name: the field keeps what was typed into the pre-rendered page before the app took over.
  const form = useZodForm(useSignInSchema(), { mode: 'onSubmit', ...(remembered ? { defaultValues: { client: remembered } } : {}) });
  const start = (client: string) => {
    setLeaving(client);
    // Not a query: an unknown organisation's refusal is notified here.
    login(client).catch((error: unknown) => {
      setLeaving(undefined);
      if (error instanceof UnsafeLinkError) notifyError(t`An error occurred`, error.message);
      else notifyFailedCall(error, { lostConnection: true });
    });
  };
  const error = form.formState.errors.client?.message;
  return (
    <Stack gap="5">
      <form noValidate onSubmit={form.handleSubmit(({ client }) => start(client))}>
        <Stack gap="4">
          <Field.Root invalid={Boolean(error)} required>
            <Field.Label>
              <Trans>Organisation</Trans>
            </Field.Label>
            <Input
              {...form.register('client')}
              autoComplete="organization"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t`for example acme`}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the page's one field: every visitor came to type here
              autoFocus
            />
            <Field.HelperText>
              <Trans>The name of your organisation in the portal.</Trans>
            </Field.HelperText>
            {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
          </Field.Root>
          <Button type="submit" loading={leaving !== undefined && leaving !== ADMIN_CLIENT}>
            <Trans>Sign in</Trans>
          </Button>
        </Stack>
      </form>
      <Stack direction="row" align="center">
        <Separator flex="1" />
        <Text fontSize="sm" color="fg.muted">
          <Trans>or</Trans>
        </Text>
        <Separator flex="1" />
      </Stack>
      <Button variant="outline" onClick={() => start(ADMIN_CLIENT)} loading={leaving === ADMIN_CLIENT}>
        <Trans>Provider staff</Trans>
      </Button>
      <Text fontSize="xs" color="fg.muted">
        <Trans>Staff of the provider sign in through single sign-on.</Trans>{' '}
        <a href={paths.privacy}>
          <Trans>Privacy</Trans>
        </a>
      </Text>
    </Stack>
  );
}
