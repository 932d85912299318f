import { listDeviceActivitiesQueryParams } from '@generated/admin/zod/activities/activities';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Column } from '@/components/data-table/columns';
import type { ListPage } from '@/components/data-table/fetch-all';
import { SearchFilter } from '@/components/filters/search-filter';
import { urlParam } from '@/components/url-state/url-params';
import { renderWithProviders } from '@/test/render';
import { ListScreen } from './list-screen';
import { useListScreen, type ListScreenSpec } from './use-list-screen';

interface Row {
  id: string;
}
interface Params {
  device_reference?: string;
  action?: string;
  last_key?: string;
}

const url = { device: urlParam.text(), action: urlParam.text(), sort: urlParam.sort(['id']) };
const spec: ListScreenSpec<typeof url, Params> = {
  url,
  schema: listDeviceActivitiesQueryParams,
  toParams: (v) => ({ device_reference: v.device, action: v.action }),
};
const columns: Column<Row>[] = [{ id: 'id', header: 'Id', cell: (row) => row.id, csv: (row) => row.id, sortValue: (row) => row.id }];

function Probe({
  fetcher,
  infiniteScroll,
}: {
  fetcher: (params: Params, signal?: AbortSignal) => Promise<ListPage<Row>>;
  infiniteScroll?: boolean;
}) {
  const state = useListScreen(spec, { fetcher, queryKey: (params) => ['probe', params] });
  return (
    <ListScreen<Row>
      screen={state}
      filters={<SearchFilter label="Device" value={state.values.device} onChange={(device) => state.filters.set({ device })} />}
      paramLabels={{ device_reference: 'Device' }}
      id="probe"
      caption="Probe rows"
      columns={columns}
      rowKey={(row) => row.id}
      emptyTitle="Nothing here"
      infiniteScroll={infiniteScroll}
    />
  );
}

const page = (ids: string[], lastKey: string | null = null): ListPage<Row> => ({
  count: ids.length,
  last_key: lastKey,
  data: ids.map((id) => ({ id })),
});

describe('ListScreen', { timeout: 30_000 }, () => {
  it('sends the URL filters as the API parameters', async () => {
    const fetcher = vi.fn(() => Promise.resolve(page(['a-1'])));
    renderWithProviders(<Probe fetcher={fetcher} />, { route: '/list?device=dev-1&action=uploadPayload' });
    expect(await screen.findByRole('cell', { name: 'a-1' })).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledWith({ device_reference: 'dev-1', action: 'uploadPayload' }, expect.anything());
    expect(screen.queryByText('These filters are not applied until they are valid:')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear all (2)' })).toBeInTheDocument();
  });

  it('leaves out a filter the generated schema refuses and says why', async () => {
    const fetcher = vi.fn(() => Promise.resolve(page([])));
    renderWithProviders(<Probe fetcher={fetcher} />, { route: '/list?device=bad%2Fref&action=sync' });
    expect(await screen.findByText('Nothing here')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledWith({ action: 'sync' }, expect.anything());
    const notice = screen.getByText('These filters are not applied until they are valid:');
    expect(notice).toHaveAttribute('role', 'status');
    expect(within(notice).getByRole('listitem')).toHaveTextContent(/^Device: Cannot start with/);
  });

  it('loads the next page with the last key of the one before', async () => {
    const fetcher = vi.fn((params: Params) => Promise.resolve(params.last_key === 'k1' ? page(['b-1']) : page(['a-1'], 'k1')));
    const { user } = renderWithProviders(<Probe fetcher={fetcher} infiniteScroll={false} />, { route: '/list' });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('cell', { name: 'b-1' })).toBeInTheDocument();
    expect(fetcher).toHaveBeenLastCalledWith({ last_key: 'k1' }, expect.anything());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
    expect(screen.getByText('2 rows')).toBeInTheDocument();
  });
});
