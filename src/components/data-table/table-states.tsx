import { EmptyState, VStack } from '@chakra-ui/react';
import { faInbox } from '@fortawesome/free-solid-svg-icons/faInbox';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Icon } from '@/components/icon';
import { LoadError } from '@/components/load-error';
import { plainClass } from '@/theme/plain-class';
import type { Column } from './columns';
import { StaticTable } from './virtual-table';

/** Placeholder rows in the shape of the table while the first page loads. */
export function SkeletonTable<Row>({
  caption,
  columns,
  rows = 8,
  maxHeight,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows?: number;
  maxHeight?: string | undefined;
}) {
  return (
    <StaticTable caption={caption} columns={columns} maxHeight={maxHeight}>
      {Array.from({ length: rows }, (_, index) => (
        <tr key={index} role="row" aria-hidden>
          {columns.map((column) => (
            <td key={column.id} role="cell">
              <span
                className={plainClass.skeleton}
                data-part="cell"
                style={{ width: `${60 + ((index * 7 + column.id.length * 11) % 35)}%` }}
              />
            </td>
          ))}
        </tr>
      ))}
    </StaticTable>
  );
}

/** Nothing to show: the filters match nothing, or there is nothing yet. */
export function EmptyTable({ title, description }: { title?: ReactNode; description?: ReactNode }) {
  return (
    <EmptyState.Root borderWidth="1px" rounded="md" size="sm">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <Icon icon={faInbox} />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{title ?? <Trans>Nothing to show</Trans>}</EmptyState.Title>
          {description ? <EmptyState.Description>{description}</EmptyState.Description> : null}
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** The list failed to load: why, and a Retry button. */
export function ErrorTable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <LoadError title={<Trans>The list could not be loaded.</Trans>} error={error} onRetry={onRetry} />;
}
