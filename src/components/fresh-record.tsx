import { Skeleton } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from './load-error';
import { LoadingPlaceholder } from './loading-placeholder';

interface FreshRecordProps<T> {
  /** The record's own GET, with `refetchOnMount: 'always'` and `meta: shownInline` (its error is shown here, not notified). */
  query: UseQueryResult<T, unknown>;
  errorTitle: ReactNode;
  children: (record: T) => ReactNode;
}

/**
 * What an edit form needs first: the record as the server has it now, read by its own GET rather
 * than taken from a list row that may be stale. Shows a skeleton until that answer is in, and the
 * error with Retry if it fails.
 */
export function FreshRecord<T>({ query, errorTitle, children }: FreshRecordProps<T>) {
  if (query.isError) return <LoadError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data || !query.isFetchedAfterMount)
    return (
      <LoadingPlaceholder>
        <Skeleton height="10" />
        <Skeleton height="10" />
        <Skeleton height="24" />
      </LoadingPlaceholder>
    );
  return children(query.data);
}
