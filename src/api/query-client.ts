import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

const MAX_RETRIES = 2;

/** Retries network and 5xx failures; a 4xx answer (401, 403, 404, 409, 422…) will not change by asking again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Back online, what is on screen is fetched again, however fresh it was.
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false, refetchOnReconnect: 'always' },
      // A save made offline fails at once (and the form keeps its input) instead of waiting unseen.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** The app's one cache; the session clears it when the acting client changes. */
export const queryClient = createQueryClient();
