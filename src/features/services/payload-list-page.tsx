import { Alert, HStack, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Payload } from '@generated/client/model';
import { usePermission } from '@/auth/use-permission';
import { useProfile } from '@/auth/use-profile';
import { sortRows } from '@/components/data-table/columns';
import { CsvExport } from '@/components/data-table/csv-export';
import { ListFilters, ListScreen } from '@/components/list-screen/list-screen';
import { useUrlState } from '@/components/url-state/use-url-state';
import { Screen } from '@/components/screen';
import { href, paths, serviceKindOf, type ServiceKind } from '@/lib/paths';
import { screenHeadings } from '@/lib/screen-headings';
import { usePayloadColumns } from './list/payload-columns';
import { PayloadFilterBar } from './list/payload-filter-bar';
import { photoViewSpec } from './list/payload-filters';
import { PhotoGrid } from './list/photo-grid';
import { PhotoViewToggle } from './list/photo-view-toggle';
import { ReceiptsBulkBar } from './list/receipts-bulk-bar';
import { TypeCounts } from './list/type-counts';
import { usePayloadList, useRememberQueue } from './list/use-payload-list';
import { useReceiptSelection } from './list/use-receipt-selection';
import { SavedViewsMenu } from '@/components/saved-views/saved-views-menu';

const NO_GROUPS: string[] = [];

/** /dashboard/services (kind 'all') and the calls, messages, photos, videos and interviews lists. */
export default function PayloadListPage({ kind }: { kind: 'all' | ServiceKind }) {
  const { t, i18n } = useLingui();
  const path = paths.services[kind];
  const title = i18n._(screenHeadings[path].title);
  const profile = useProfile();
  const canList = usePermission('listPayloads').allowed;
  const { screen, listTypes } = usePayloadList(kind, profile.data?.payload_types, canList);
  const { list, filters, params } = screen;
  const view = useUrlState(photoViewSpec);
  const columns = usePayloadColumns(kind);
  const sort = filters.values.sort;
  const sorted = useMemo(() => sortRows(list.rows, columns, sort), [list.rows, columns, sort]);
  useRememberQueue(sorted);
  const receipts = useReceiptSelection(params, list.rows, columns);
  const groups = profile.data?.groups ?? NO_GROUPS;
  // The same element while the filters are the same: the bar is not rendered again when the list's data arrives.
  const filterBar = useMemo(() => <PayloadFilterBar filters={filters} types={listTypes} groups={groups} />, [filters, listTypes, groups]);
  const paramLabels = {
    search: t`Search reference or phone number`,
    device_reference: t`Device reference`,
    device_user_reference: t`Device user reference`,
    group: t`Group`,
  };
  const grid = kind === 'photos' && view.values.view === 'grid';
  const blocked = profile.data && (!canList || listTypes.length === 0);

  return (
    <Screen
      path={path}
      actions={kind === 'photos' && <PhotoViewToggle value={view.values.view} onChange={(next) => view.set({ view: next })} />}
    >
      {blocked ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>Your roles do not allow viewing these payloads.</Trans>
          </Alert.Title>
        </Alert.Root>
      ) : (
        <>
          {kind === 'all' && listTypes.length > 1 && (
            <TypeCounts
              types={listTypes}
              params={params}
              selected={filters.values.types}
              rows={list.rows}
              loading={list.isLoading || list.isPlaceholderData}
              complete={!list.hasNextPage && !list.isLoading && !list.isPlaceholderData}
              onSelect={(types) => filters.set({ types })}
            />
          )}
          {grid ? (
            <>
              <ListFilters screen={screen} filterBar={filterBar} paramLabels={paramLabels} />
              <Stack gap="3">
                <HStack justify="flex-end" gap="2" wrap="wrap">
                  <SavedViewsMenu list={`payloads-${kind}`} state={filters} />
                  <CsvExport list={list} columns={columns.filter((column) => !column.hidden)} sort={sort} fileName={kind} />
                </HStack>
                <PhotoGrid list={list} rows={sorted} />
              </Stack>
            </>
          ) : (
            <ListScreen<Payload>
              screen={screen}
              filterBar={filterBar}
              paramLabels={paramLabels}
              id={`payloads-${kind}`}
              caption={title}
              columns={receipts.columns}
              rowKey={(row) => row.payload_reference}
              rowHref={(row) => {
                const rowKind = serviceKindOf(row.payload_type);
                return rowKind ? href.payload(rowKind, row.payload_reference) : undefined;
              }}
              emptyTitle={<Trans>No payloads</Trans>}
              emptyDescription={
                screen.filtered ? <Trans>No payload matches these filters.</Trans> : <Trans>Nothing has been captured yet.</Trans>
              }
              exportFileName={kind === 'all' ? 'payloads' : kind}
              toolbar={
                receipts.selection ? <ReceiptsBulkBar selection={receipts.selection} confirmBlocked={receipts.confirmBlocked} /> : null
              }
              maxHeight="70vh"
            />
          )}
        </>
      )}
    </Screen>
  );
}
