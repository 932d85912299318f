import type { Payload } from '@generated/client/model';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makePayloads } from '@/test/payload-rows';
import { findToast, renderWithProviders } from '@/test/render';
import type { Column } from './columns';
import { DataTable, type DataTableProps } from './data-table';
import { payloadTable } from './test-tables';
import type { PagedList } from './use-paged-list';

const columns: Column<Payload>[] = [
  { id: 'reference', header: 'Reference', cell: (row) => row.payload_reference, csv: (row) => row.payload_reference },
  { id: 'group', header: 'Group, name', cell: (row) => row.group, csv: (row) => row.group },
  { id: 'number', header: 'Number', cell: (row) => row.second_party_numbers?.[0], csv: (row) => row.second_party_numbers?.[0] },
  { id: 'device', header: 'Device', cell: (row) => row.device_reference, csv: (row) => row.device_reference, hidden: true },
  { id: 'actions', header: 'Actions', cell: () => <button>Open</button> },
];

function listOf(rows: Payload[], eachPage: PagedList<Payload>['eachPage'], total?: number): PagedList<Payload> {
  const noop = () => undefined;
  return {
    rows,
    total,
    isLoading: false,
    isError: false,
    error: null,
    isFetching: false,
    isPlaceholderData: false,
    hasNextPage: true,
    isFetchingNextPage: false,
    fetchNextPage: noop,
    refetch: noop,
    eachPage,
  };
}

/** An export whose pages deliver these rows, one onRows call a page. */
function pagesOf(...pages: Payload[][]) {
  return vi.fn(({ onRows }: { onRows: (rows: readonly Payload[]) => void }) => {
    pages.forEach((page) => onRows(page));
    return Promise.resolve();
  });
}

/** Renders the table over the list and starts its CSV export. */
async function exportCsv(list: PagedList<Payload>, table: Partial<DataTableProps<Payload>> = {}) {
  const { user } = renderWithProviders(
    <DataTable id="csv-test" {...payloadTable} columns={columns} list={list} exportFileName="payloads" {...table} />,
  );
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  return user;
}

describe('CSV export of the whole filtered set', { timeout: 30_000 }, () => {
  let saved: Blob | undefined;
  beforeEach(() => {
    saved = undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.clearAllMocks());

  /** The saved file, once it is there, without its BOM, line by line. */
  async function savedLines() {
    await waitFor(() => expect(saved).toBeDefined());
    return (await (saved as Blob).text()).replace(/^\uFEFF/, '').split('\r\n');
  }

  it('fetches every page and downloads the visible columns with a BOM, quoting and neutralised formulas', async () => {
    const all = makePayloads(3);
    await exportCsv(listOf(all.slice(0, 1), pagesOf(all.slice(0, 2), all.slice(2)), 3));
    const lines = await savedLines();
    const bytes = new Uint8Array(await (saved as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines[0]).toBe('Reference,"Group, name",Number');
    expect(lines[1]).toBe(`${all[0]?.payload_reference},Middle East Desk,\u200E+442079400000`);
    expect(lines).toHaveLength(5);
    expect(await findToast('Export ready')).toBeVisible();
    expect(await findToast(/^3 rows saved to payloads-\d{4}-\d{2}-\d{2}-\d{4}\.csv\.$/)).toBeVisible();
  });

  it('writes the rows in the sort order of the table, across pages', async () => {
    const all = makePayloads(3);
    const sorted = [...all]
      .map((row) => row.payload_reference)
      .sort()
      .reverse();
    await exportCsv(listOf(all.slice(0, 1), pagesOf(all.slice(0, 1), all.slice(1)), 3), {
      columns: columns.map((column) => ({ ...column, sortValue: (row: Payload) => row.payload_reference })),
      sort: { id: 'reference', desc: true },
    });
    const lines = await savedLines();
    expect(lines.slice(1, 4).map((line) => line.split(',')[0])).toEqual(sorted);
  });

  it('shows progress against the total and can be cancelled', async () => {
    let deliver: ((rows: readonly Payload[]) => void) | undefined;
    const eachPage = vi.fn(
      ({ signal, onRows }: { signal?: AbortSignal; onRows: (rows: readonly Payload[]) => void }) =>
        new Promise<void>((_resolve, reject) => {
          deliver = onRows;
          signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const user = await exportCsv(listOf(makePayloads(1), eachPage, 2500));
    act(() => deliver?.(makePayloads(1000)));
    expect(await screen.findByText('1,000 of 2,500 rows')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('aria-valuenow', '40');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await findToast('Export cancelled')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(saved).toBeUndefined();
  });
});
