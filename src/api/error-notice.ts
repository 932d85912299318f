import { t } from '@lingui/core/macro';
import { notifyError } from '@/lib/notify';
import { ApiError, NetworkError } from './api-error';

/**
 * Who shows a failed call: `handlesErrors: true` (every error) or a list of HTTP statuses says the
 * caller shows it itself (inline, beside a form); anything else is notified once, by the query client.
 */
export interface ErrorHandlingMeta extends Record<string, unknown> {
  handlesErrors?: true | readonly number[];
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorHandlingMeta;
    mutationMeta: ErrorHandlingMeta;
  }
}

/** The `meta` of a query or mutation whose every error the caller shows inline (a form, a FreshRecord). */
export const shownInline = { handlesErrors: true } as const satisfies ErrorHandlingMeta;

export function callerHandles(meta: ErrorHandlingMeta | undefined, error: unknown): boolean {
  const handled = meta?.handlesErrors;
  if (handled === true) return true;
  return Boolean(handled && error instanceof ApiError && handled.includes(error.status));
}

/**
 * Spec section 8: a failed response is notified as 'An error occurred' with 'Data not found' (404)
 * or the friendly validation text. A 401 is not: the session's end already said 'Authentication
 * expired'. `lostConnection` also notifies a request that never got an answer.
 */
export function notifyFailedCall(error: unknown, { lostConnection = false } = {}): void {
  if (error instanceof ApiError && error.status !== 401) notifyError(t`An error occurred`, error.message);
  else if (lostConnection && error instanceof NetworkError) notifyError(t`An error occurred`, error.message);
}
