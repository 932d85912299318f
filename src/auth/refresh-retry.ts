import { exchangeToken } from '@generated/admin/hooks/auth/auth';
import type { TokenExchange } from '@generated/admin/model';
import { ApiError, NetworkError } from '@/api/api-error';

/** A renewal that meets a lost connection, a 5xx, a 408 or a 429 is tried again after these pauses. */
export const RENEWAL_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000] as const;

/** Only the API refusing the token ends the session: any other 4xx answer. */
const isRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;

const isPassing = (error: unknown): boolean => error instanceof NetworkError || (error instanceof ApiError && !isRefusal(error));

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Settles at once when online, else once the browser is back online. */
function online(): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/**
 * Exchanges a refresh token for new tokens: waits while the browser is offline, and tries a
 * passing failure again with growing pauses (a tenth of each at random, so tabs and users do not
 * all come back at once). Resolves undefined when the API refuses the token; rejects with the last
 * failure when it stays unreachable, which leaves the session as it is.
 */
export async function exchangeRefreshToken(client: string, refreshToken: string): Promise<TokenExchange | undefined> {
  for (let attempt = 0; ; attempt++) {
    await online();
    try {
      return await exchangeToken(client, { refresh_token: refreshToken });
    } catch (error) {
      if (isRefusal(error)) return undefined;
      const delay = RENEWAL_RETRY_DELAYS_MS[attempt];
      if (!isPassing(error) || delay === undefined) throw error;
      await pause(delay + Math.random() * delay * 0.1);
    }
  }
}
