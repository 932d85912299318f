import { Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';

interface ListFooterProps {
  loaded: number;
  total: number | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
  /** A sort applies to the loaded rows only while more pages exist. */
  partialSort: boolean;
}

/** Counts ("100 of 1,234 rows"), a Load more button and the state of the next page. */
export function ListFooter({ loaded, total, hasNextPage, isFetchingNextPage, onLoadMore, partialSort }: ListFooterProps) {
  const { i18n } = useLingui();
  const shown = i18n.number(loaded);
  const all = total !== undefined ? i18n.number(total) : undefined;
  return (
    <HStack justify="space-between" gap="3" wrap="wrap" fontSize="sm" color="fg.muted" aria-live="polite">
      <Text>
        {all !== undefined && total !== loaded ? (
          <Trans>
            Showing {shown} of {all} rows
          </Trans>
        ) : loaded === 1 ? (
          <Trans>1 row</Trans>
        ) : (
          <Trans>{shown} rows</Trans>
        )}
        {partialSort ? (
          <>
            {' · '}
            <Trans>sorted within the loaded rows</Trans>
          </>
        ) : null}
      </Text>
      {hasNextPage ? (
        <Button size="sm" variant="outline" onClick={onLoadMore} loading={isFetchingNextPage}>
          <Trans>Load more</Trans>
        </Button>
      ) : isFetchingNextPage ? (
        <Spinner size="sm" />
      ) : null}
    </HStack>
  );
}
