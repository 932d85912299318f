import type { Payload } from '@generated/client/model';
import { getListPayloadsQueryKey, listPayloads } from '@generated/client/hooks/payloads/payloads';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/auth/session-store';
import { clientApi } from '@/test/contract-http';
import { server } from '@/test/msw-server';
import { makePayloads } from '@/test/payload-rows';
import { findToast, renderWithProviders } from '@/test/render';
import type { Column, SortState } from './columns';
import { DataTable } from './data-table';
import { bodyRows, payloadHref, payloadTable } from './test-tables';
import { usePagedList } from './use-paged-list';

const columns: Column<Payload>[] = [
  {
    id: 'reference',
    header: 'Reference',
    cell: (row) => row.payload_reference,
    csv: (row) => row.payload_reference,
    primary: true,
    sortValue: (row) => row.payload_reference,
  },
  { id: 'type', header: 'Type', cell: (row) => row.payload_type, csv: (row) => row.payload_type, sortValue: (row) => row.payload_type },
  { id: 'group', header: 'Group', cell: (row) => row.group, csv: (row) => row.group },
  { id: 'device', header: 'Device', cell: (row) => row.device_reference, hidden: true },
];

function StaticTable({ rows }: { rows: Payload[] }) {
  const [sort, setSort] = useState<SortState>();
  return (
    <DataTable id="static-test" {...payloadTable} columns={columns} rows={rows} rowHref={payloadHref} sort={sort} onSortChange={setSort} />
  );
}

function ServerTable() {
  const list = usePagedList(listPayloads, getListPayloadsQueryKey, { types: ['Call'] }, { total: true });
  return <DataTable id="server-test" {...payloadTable} columns={columns} list={list} rowHref={payloadHref} exportFileName="payloads" />;
}

describe('DataTable with rows at hand', { timeout: 30_000 }, () => {
  beforeEach(() => {
    document.cookie = 'cols_static-test=; Max-Age=0; Path=/';
  });

  it('renders a table with column headers, rows and a real link in the primary cell', () => {
    const rows = makePayloads(3);
    renderWithProviders(<StaticTable rows={rows} />, { path: '/list', route: '/list' });
    const table = screen.getByRole('table', { name: 'Payloads' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Reference', 'Type', 'Group']);
    expect(table).toHaveAttribute('aria-rowcount', '4');
    expect(bodyRows()).toHaveLength(3);
    const link = screen.getByRole('link', { name: rows[1]?.payload_reference });
    expect(link).toHaveAttribute('href', `/payloads/${rows[1]?.payload_reference}`);
  });

  it('opens the row page when the row is clicked outside the link', async () => {
    const rows = makePayloads(2);
    const { user } = renderWithProviders(<StaticTable rows={rows} />, { path: '/list', route: '/list' });
    await user.click(screen.getAllByText('Trading Floor')[0] as HTMLElement);
    expect(screen.getByTestId('location')).toHaveTextContent(`/payloads/${rows[1]?.payload_reference}`);
  });

  it('sorts the rows by a column, ascending then descending', async () => {
    const rows = makePayloads(4);
    const { user } = renderWithProviders(<StaticTable rows={rows} />, { path: '/list', route: '/list' });
    const typeHeader = screen.getByRole('columnheader', { name: /Type/ });
    expect(typeHeader).toHaveAttribute('aria-sort', 'none');
    await user.click(within(typeHeader).getByRole('button'));
    expect(typeHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRows().map((row) => row.children[1]?.textContent)).toEqual(['Call', 'Interview', 'Photo', 'SMS']);
    await user.click(within(typeHeader).getByRole('button'));
    expect(bodyRows().map((row) => row.children[1]?.textContent)).toEqual(['SMS', 'Photo', 'Interview', 'Call']);
  });

  it('shows the empty state when there are no rows', () => {
    renderWithProviders(<StaticTable rows={[]} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Nothing to show')).toBeInTheDocument();
  });

  it('hides and shows columns from the chooser and keeps the choice in a cookie', async () => {
    const rows = makePayloads(2);
    const { user, unmount } = renderWithProviders(<StaticTable rows={rows} />);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Group' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Device' }));
    await waitFor(() =>
      expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Reference', 'Type', 'Device']),
    );
    expect(document.cookie).toContain('cols_static-test=group%3A0%2Cdevice%3A1');
    unmount();
    renderWithProviders(<StaticTable rows={rows} />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Reference', 'Type', 'Device']);
  });
});

describe('DataTable over a paged server list', { timeout: 30_000 }, () => {
  beforeEach(() => setSession({ client: 'acme', idToken: 'token' }));
  afterEach(() => setSession({ client: '' }));

  it('shows skeleton rows, then the first page, the total, and loads the next page by last_key', async () => {
    const seen: string[] = [];
    server.use(
      clientApi.get('/api/v1/payloads', ({ request }) => {
        const query = new URL(request.url).searchParams;
        seen.push(query.toString());
        if (query.get('query_result') === 'total') return HttpResponse.json({ count: 0, last_key: null, data: [], total: 150 });
        const second = query.get('last_key') === 'page-2';
        return HttpResponse.json({
          count: second ? 50 : 100,
          last_key: second ? null : 'page-2',
          data: makePayloads(second ? 50 : 100, second ? 100 : 0),
        });
      }),
    );
    const { user } = renderWithProviders(<ServerTable />);
    expect(screen.getByRole('table', { name: 'Payloads' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Showing 100 of 150 rows', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '151');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('150 rows', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(seen.filter((query) => query.includes('last_key=page-2'))).toHaveLength(1);
    expect(seen.every((query) => query.includes('types'))).toBe(true);
  });

  it('shows the error with Retry, and Retry loads the list', async () => {
    let fail = true;
    server.use(
      clientApi.get('/api/v1/payloads', () =>
        fail
          ? HttpResponse.json({ error_code: 500, message: 'Database unavailable' }, { status: 500 })
          : HttpResponse.json({ count: 1, last_key: null, data: makePayloads(1) }),
      ),
    );
    const { user } = renderWithProviders(<ServerTable />);
    expect(await screen.findByText('The list could not be loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
    // Shown in the table and, as the list does not say it shows its errors itself, notified too.
    expect(await findToast('An error occurred')).toBeVisible();
    expect(await findToast('Database unavailable')).toBeVisible();
    expect(screen.getAllByText('Database unavailable')).toHaveLength(2);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: makePayloads(1)[0]?.payload_reference })).toBeInTheDocument();
  });
});
