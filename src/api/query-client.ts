import { MutationCache, QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { applyCachePolicy } from './cache-policy';
import { callerHandles, notifyFailedCall } from './error-notice';
import { freshness } from './freshness';

const MAX_RETRIES = 2;

/** Retries network and 5xx failures; a 4xx answer (401, 403, 404, 409, 422…) will not change by asking again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

const defaults: DefaultOptions = {
  // Back online, what is on screen is fetched again, however fresh it was.
  queries: { retry: shouldRetry, staleTime: freshness.live, refetchOnWindowFocus: false, refetchOnReconnect: 'always' },
  // A save made offline fails at once (and the form keeps its input) instead of waiting unseen.
  mutations: { retry: false, networkMode: 'always' },
};

/**
 * The cache and error policy in one place: after a successful mutation the cache changes as
 * src/api/cache-policy.ts says for its operation; a failed query or mutation is notified unless its
 * `meta` says the caller shows the error itself. A lost connection is notified for a save only:
 * a list shows the offline banner and its own error.
 */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => void (callerHandles(query.meta, error) || notifyFailedCall(error)) }),
    mutationCache: new MutationCache({
      onSuccess: (data, variables, _context, mutation) => applyCachePolicy(queryClient, mutation, data, variables),
      onError: (error, _variables, _context, mutation) =>
        void (callerHandles(mutation.meta, error) || notifyFailedCall(error, { lostConnection: true })),
    }),
    defaultOptions: {
      queries: { ...defaults.queries, ...overrides.queries },
      mutations: { ...defaults.mutations, ...overrides.mutations },
    },
  });
  return queryClient;
}

/** The app's one cache; the session clears it when the acting client changes. */
export const queryClient = createQueryClient();
