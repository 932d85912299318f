import { Button, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Payload } from '@generated/client/model';
import { usePermission } from '@/auth/use-permission';
import { EmptyTable, ErrorTable } from '@/components/data-table/table-states';
import type { PagedList } from '@/components/data-table/use-paged-list';
import { useBatchLinks } from '../api/use-thread-links';
import { PhotoCard } from './photo-card';

/** Photos as thumbnails; the links for a page come from one batch GET data (up to 100 references). */
export function PhotoGrid({ list, rows }: { list: PagedList<Payload>; rows: readonly Payload[] }) {
  const { t } = useLingui();
  const references = useMemo(() => rows.map((row) => row.payload_reference), [rows]);
  const links = useBatchLinks(references, usePermission('getPayloadsData').allowed && rows.length > 0);
  if (list.isLoading) {
    return (
      <SimpleGrid minChildWidth="14rem" gap="4" aria-busy="true">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} h="64" rounded="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (list.isError && !rows.length) return <ErrorTable error={list.error} onRetry={list.refetch} />;
  if (!rows.length) return <EmptyTable title={<Trans>No photos</Trans>} description={<Trans>No photo matches these filters.</Trans>} />;
  return (
    <Stack gap="4">
      <SimpleGrid as="section" aria-label={t`Photos`} minChildWidth="14rem" gap="4">
        {rows.map((row) => (
          <PhotoCard key={row.payload_reference} payload={row} link={links.links.get(row.payload_reference)} />
        ))}
      </SimpleGrid>
      {list.hasNextPage && (
        <Button alignSelf="center" size="sm" variant="outline" loading={list.isFetchingNextPage} onClick={list.fetchNextPage}>
          <Trans>Load more</Trans>
        </Button>
      )}
    </Stack>
  );
}
