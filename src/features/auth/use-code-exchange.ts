import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { reloadProfile } from '@/auth/profile';
import { isAdminSession, signInRedirectUri, takeReturnPath } from '@/auth/session';
import { getSession } from '@/auth/session-store';
import { exchangeCode } from '@/auth/token';
import { exchangeTokenQueryCodeMax } from '@generated/admin/zod/auth/auth';
import { paths } from '@/lib/paths';

export type ExchangeState = { status: 'idle' } | { status: 'exchanging' } | { status: 'failed'; reason: string };

/** Spec section 3: an OAuth2 code is exactly 36 characters (the contract's rule for `code`). */
const CODE_LENGTH = exchangeTokenQueryCodeMax;

/**
 * On return to /sign-in with `?code=`: exchange it once, load the profile, then go to the page
 * that sent the user here, or /internal (staff) or /dashboard (client).
 */
export function useCodeExchange(code: string | null, providerError: string | null, go: (to: string) => void): ExchangeState {
  const { t } = useLingui();
  const valid = code !== null && code.length === CODE_LENGTH;
  const [state, setState] = useState<ExchangeState>(() => {
    if (valid) return { status: 'exchanging' };
    if (code !== null) return { status: 'failed', reason: t`The sign-in code must be ${CODE_LENGTH} characters long.` };
    return providerError ? { status: 'failed', reason: providerError } : { status: 'idle' };
  });
  const started = useRef(false);
  useEffect(() => {
    if (!valid || !code || started.current) return;
    started.current = true;
    exchangeCode(code, signInRedirectUri())
      .then(async () => {
        const session = getSession();
        await reloadProfile(session.client);
        go(takeReturnPath() ?? (isAdminSession(session) ? paths.internal.clients : paths.dashboard));
      })
      .catch((error: unknown) => setState({ status: 'failed', reason: error instanceof Error ? error.message : String(error) }));
  }, [code, valid, go]);
  return state;
}
