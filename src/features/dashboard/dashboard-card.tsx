import { Skeleton, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '@/components/load-error';
import { plainClass } from '@/theme/plain-class';

/** The part of a query result a card shows its state from. */
export interface CardQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface DashboardCardProps {
  title: string;
  query: CardQuery;
  /** The data arrived but there is nothing to show. */
  empty?: boolean;
  emptyText?: ReactNode;
  /** What loading looks like, in the size of what comes so the page does not jump (default: a short skeleton). */
  loading?: ReactNode;
  /** A link beside the title to the full list. */
  fullList?: { to: string; label: ReactNode };
  children: ReactNode;
}

/** One card of the dashboard, with its own loading, empty and error states (Retry asks again). */
export function DashboardCard({ title, query, empty, emptyText, loading, fullList, children }: DashboardCardProps) {
  const headingId = useId();
  let body: ReactNode;
  if (query.isError) body = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.isPending) body = loading ?? <Skeleton height="24" rounded="md" />;
  else if (empty) body = <Text color="fg.muted">{emptyText}</Text>;
  else body = children;
  return (
    <section aria-labelledby={headingId} aria-busy={query.isPending && !query.isError ? true : undefined}>
      <div className={plainClass.cardHead}>
        <h2 id={headingId}>{title}</h2>
        {fullList ? <RouterLink to={fullList.to}>{fullList.label}</RouterLink> : null}
      </div>
      {body}
    </section>
  );
}
