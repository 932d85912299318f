import type { Payload } from '@generated/client/model';
import { screen } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { makePayloads } from '@/test/payload-rows';
import { renderWithProviders } from '@/test/render';
import type { Column } from './columns';
import { DataTable } from './data-table';
import { useRowSelection } from './use-row-selection';
import { useSelectionColumn } from './use-selection-column';

const rowKey = (row: Payload) => row.payload_reference;
const rowLabel = (row: Payload) => `Select ${row.payload_reference}`;
const reference: Column<Payload> = { id: 'reference', header: 'Reference', cell: (row) => row.payload_reference };

function Harness({ limit }: { limit?: number }) {
  const [rows, setRows] = useState(() => makePayloads(3));
  const [filter, setFilter] = useState('a');
  const selection = useRowSelection(rowKey, filter, limit);
  const select = useSelectionColumn(selection, { rowKey, rowLabel, loaded: rows });
  const columns = useMemo(() => (select ? [select, reference] : [reference]), [select]);
  return (
    <>
      <output>{selection.size} ticked</output>
      <button type="button" onClick={() => setRows((loaded) => [...loaded, ...makePayloads(2, loaded.length)])}>
        load more
      </button>
      <button type="button" onClick={() => setFilter('b')}>
        change filters
      </button>
      <DataTable id="selection-test" caption="Payloads" columns={columns} rows={rows} rowKey={rowKey} />
    </>
  );
}

describe('useSelectionColumn', { timeout: 30_000 }, () => {
  it('ticks rows by keyboard, selects all loaded, keeps ticks when more load and clears them with new filters', async () => {
    const { user } = renderWithProviders(<Harness />);
    const first = makePayloads(1)[0]!.payload_reference;
    screen.getByRole('checkbox', { name: `Select ${first}` }).focus();
    await user.keyboard(' ');
    expect(screen.getByText('1 ticked')).toBeInTheDocument();
    const all = screen.getByRole('checkbox', { name: 'Select all loaded rows' });
    await user.click(all);
    expect(screen.getByText('3 ticked')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'load more' }));
    expect(screen.getByText('3 ticked')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: `Select ${first}` })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select all loaded rows' }));
    expect(screen.getByText('5 ticked')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all loaded rows' }));
    expect(screen.getByText('0 ticked')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all loaded rows' }));
    await user.click(screen.getByRole('button', { name: 'change filters' }));
    expect(screen.getByText('0 ticked')).toBeInTheDocument();
  });

  it('stops at the limit', async () => {
    const { user } = renderWithProviders(<Harness limit={2} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select all loaded rows' }));
    expect(screen.getByText('2 ticked')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: `Select ${makePayloads(3)[2]!.payload_reference}` })).toBeDisabled();
  });
});
