import type { UseQueryResult } from '@tanstack/react-query';

/** The loading, error and Retry props of a record's frame or drawer, from the query that reads the record. */
export const loadState = (query: UseQueryResult<unknown>) => ({
  loading: query.isPending,
  error: query.error,
  onRetry: () => void query.refetch(),
});
