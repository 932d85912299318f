import type { Payload } from '@generated/client/model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Profiler, useDeferredValue, useLayoutEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { makePayloads } from '@/test/payload-rows';
import { renderWithProviders } from '@/test/render';
import type { Column } from './columns';
import { DataTable } from './data-table';
import { bodyRows, payloadHref, payloadTable } from './test-tables';
import { estimatedHeight } from './virtual-body';

/** Holds the reference it first rendered with, as a cell with state of its own would. */
function FirstSeen({ reference }: { reference: string }) {
  const [first] = useState(reference);
  return <span>first {first}</span>;
}

const columns: Column<Payload>[] = [
  { id: 'reference', header: 'Reference', primary: true, cell: (row) => row.payload_reference },
  { id: 'group', header: 'Group', cell: (row) => row.group },
  { id: 'first', header: 'First seen', cell: (row) => <FirstSeen reference={row.payload_reference} /> },
];

const rows = makePayloads(300);

function renderTable() {
  return renderWithProviders(<DataTable id="virtual-test" {...payloadTable} columns={columns} rows={rows} rowHref={payloadHref} />, {
    path: '/list',
    route: '/list',
  });
}

/** The body's rows and height as the page shows them now. */
function shownBody() {
  const body = screen.getAllByRole('rowgroup')[1] as HTMLElement;
  return { rows: within(body).queryAllByRole('row').length, height: body.style.height };
}

/** The body as the first commit showed it, read in a layout effect that runs after the table's. */
function FirstCommitProbe({ seen }: { seen: ReturnType<typeof shownBody>[] }) {
  useLayoutEffect(() => {
    seen.push(shownBody());
  }, [seen]);
  return null;
}

const rowIndexes = () => bodyRows().map((row) => Number(row.getAttribute('aria-rowindex')));

describe('VirtualBody', { timeout: 30_000 }, () => {
  it('commits the screen first and its rows in a render of their own, at the full height from the start', () => {
    const seen: ReturnType<typeof shownBody>[] = [];
    renderWithProviders(
      <>
        <DataTable id="virtual-test" {...payloadTable} columns={columns} rows={rows} rowHref={payloadHref} />
        <FirstCommitProbe seen={seen} />
      </>,
    );
    expect(seen).toEqual([{ rows: 0, height: `${rows.length * 40}px` }]);
    const now = shownBody();
    expect(now.rows).toBeGreaterThan(0);
    expect(now.height).toBe(seen[0]?.height);
  });

  it('also commits its rows on their own when the table mounts in a deferred render (a list whose data came late)', async () => {
    const seen: ReturnType<typeof shownBody>[] = [];
    function LateList({ data }: { data: Payload[] | undefined }) {
      const deferred = useDeferredValue(data);
      return deferred ? (
        <>
          <DataTable id="virtual-test" {...payloadTable} columns={columns} rows={deferred} rowHref={payloadHref} />
          <FirstCommitProbe seen={seen} />
        </>
      ) : null;
    }
    const { rerender } = renderWithProviders(<LateList data={undefined} />);
    rerender(<LateList data={rows} />);
    await waitFor(() => expect(shownBody().rows).toBeGreaterThan(0));
    expect(seen[0]).toEqual({ rows: 0, height: `${rows.length * 40}px` });
  });

  it('never re-renders inside the commit that mounts it (a phone would do both in one long task)', () => {
    const phases: string[] = [];
    renderWithProviders(
      <Profiler id="table" onRender={(_id, phase) => phases.push(phase)}>
        <DataTable id="virtual-test" {...payloadTable} columns={columns} rows={rows} rowHref={payloadHref} />
      </Profiler>,
    );
    expect(phases[0]).toBe('mount');
    expect(phases).not.toContain('nested-update');
  });

  it('follows the primary link inside the app on a plain click', async () => {
    const { user } = renderTable();
    await user.click(screen.getByRole('link', { name: rows[2]?.payload_reference }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/payloads/${rows[2]?.payload_reference}`);
  });

  it('leaves a modified click on the primary link to the browser (new tab or window)', () => {
    renderTable();
    const link = screen.getByRole('link', { name: rows[2]?.payload_reference });
    const leftToBrowser: boolean[] = [];
    // Runs after the table's handler; stops jsdom, which cannot open tabs, from following the link.
    const afterTable = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', afterTable);
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { shiftKey: true });
    window.removeEventListener('click', afterTable);
    expect(leftToBrowser).toEqual([true, true]);
    expect(screen.getByTestId('location')).toHaveTextContent('/list');
  });

  it("keeps each row's elements with that row while scrolling, in reading order", async () => {
    renderTable();
    const link = screen.getByRole('link', { name: rows[3]?.payload_reference });
    link.focus();
    expect(rowIndexes()[0]).toBe(2);
    const scroller = screen.getByRole('region', { name: 'Payloads' });
    scroller.scrollTop = 100 * 40;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(rowIndexes()).toContain(102));
    const indexes = rowIndexes();
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    // The focused link is not handed to another row: it is gone with its row (or still names it).
    expect(link.isConnected ? link.textContent : rows[3]?.payload_reference).toBe(rows[3]?.payload_reference);
    expect(screen.getByRole('link', { name: rows[100]?.payload_reference })).toHaveAttribute(
      'href',
      `/payloads/${rows[100]?.payload_reference}`,
    );
    // A cell with state of its own belongs to the row it shows.
    expect(screen.getByText(`first ${rows[100]?.payload_reference}`)).toBeInTheDocument();
    expect(screen.queryByText(`first ${rows[0]?.payload_reference}`)).not.toBeInTheDocument();
  });
});

describe('estimatedHeight', () => {
  it('takes a maximum in vh of the screen, and the whole screen otherwise', () => {
    const screenHeight = window.screen.availHeight || 800;
    expect(estimatedHeight('70vh')).toBe(Math.round(0.7 * screenHeight));
    expect(estimatedHeight('24rem')).toBe(screenHeight);
    expect(estimatedHeight(undefined)).toBe(screenHeight);
  });
});
