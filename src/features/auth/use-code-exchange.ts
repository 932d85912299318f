import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { reloadProfile } from '@/auth/profile';
import { takeReturnPath } from '@/auth/return-path';
import { homeOf, signInRedirectUri } from '@/auth/session';
import { finishSignIn, type PendingSignIn } from '@/auth/sign-in-state';
import { exchangeCode } from '@/auth/token';
import { exchangeTokenQueryCodeMax } from '@generated/admin/zod/auth/auth';

export type ExchangeState = { status: 'idle' } | { status: 'exchanging' } | { status: 'failed'; reason: string };

/** Spec section 3: an OAuth2 code is exactly 36 characters (the contract's rule for `code`). */
const CODE_LENGTH = exchangeTokenQueryCodeMax;

interface SignInReturn {
  code: string | null;
  state: string | null;
  providerError: string | null;
}

/**
 * On return to /sign-in with `?code=`: exchange it once, for the sign-in this tab started with the
 * returned `state`, load the profile, then go to the page that sent the user here, or /internal
 * (staff) or /dashboard (client). A code or an error this tab did not ask for is refused before
 * anything changes: the session, if there is one, stays as it was.
 */
export function useCodeExchange({ code, state, providerError }: SignInReturn, go: (to: string) => void): ExchangeState {
  const { t } = useLingui();
  const [pending] = useState<PendingSignIn | undefined>(() => (code !== null || providerError ? finishSignIn(state) : undefined));
  const valid = code !== null && code.length === CODE_LENGTH && pending !== undefined;
  const [result, setResult] = useState<ExchangeState>(() => {
    if ((code !== null || providerError) && !pending)
      return {
        status: 'failed',
        reason: t`This sign-in was not started in this tab, so the portal refused it. Nothing has changed. Sign in again here if you meant to.`,
      };
    if (valid) return { status: 'exchanging' };
    if (code !== null) return { status: 'failed', reason: t`The sign-in code must be ${CODE_LENGTH} characters long.` };
    return providerError ? { status: 'failed', reason: providerError } : { status: 'idle' };
  });
  const started = useRef(false);
  useEffect(() => {
    if (!valid || !code || !pending || started.current) return;
    started.current = true;
    exchangeCode(code, signInRedirectUri(), pending.client)
      .then(async (session) => {
        await reloadProfile(session.client);
        go(takeReturnPath(session.user) ?? homeOf(session));
      })
      .catch((error: unknown) => setResult({ status: 'failed', reason: error instanceof Error ? error.message : String(error) }));
  }, [code, valid, pending, go]);
  return result;
}
