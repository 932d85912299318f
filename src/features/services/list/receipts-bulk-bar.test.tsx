import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Payload } from '@generated/client/model';
import { setSession } from '@/auth/session-store';
import { useRowSelection } from '@/components/data-table/use-row-selection';
import { clientApi } from '@/test/contract-http';
import { server } from '@/test/msw-server';
import { makePayloads } from '@/test/payload-rows';
import { renderWithProviders } from '@/test/render';
import { ReceiptsBulkBar } from './receipts-bulk-bar';

const payloadKey = (payload: Payload) => payload.payload_reference;

function Harness({ rows }: { rows: readonly Payload[] }) {
  const selection = useRowSelection(payloadKey, 'same');
  return (
    <>
      <button type="button" onClick={() => selection.addMany(rows)}>
        tick all
      </button>
      <ReceiptsBulkBar selection={selection} />
    </>
  );
}

const WAIT = { timeout: 10_000 };

describe('ReceiptsBulkBar', { timeout: 30_000 }, () => {
  beforeEach(() => setSession({ client: 'acme', idToken: 'token', expiresAt: Date.now() + 3_600_000 }));
  afterEach(() => setSession({ client: '' }));

  it('confirms the selected receipts in one request and shows the result of each', async () => {
    const rows = makePayloads(3);
    const sent: unknown[] = [];
    server.use(
      clientApi.post('/api/v1/receipts', async ({ request }) => {
        const body = await request.json();
        sent.push(body);
        const [first = '', second = '', third = ''] = body.payload_references;
        return HttpResponse.json({
          data: [
            { payload_reference: first, status: 'Ok', receipt_confirmed_at: '2026-11-01T10:00:00Z' },
            { payload_reference: second, status: 'Ok', receipt_confirmed_at: '2026-11-01T10:00:00Z' },
            { payload_reference: third, status: 'GroupNotAuthorised' },
          ],
        });
      }),
    );
    const { user } = renderWithProviders(<Harness rows={rows} />);
    await user.click(screen.getByRole('button', { name: 'tick all' }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm receipts' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm the receipts of 3 payloads?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm receipts' }));
    expect(await within(dialog).findByText('2 confirmed, 1 not recorded.', {}, WAIT)).toBeInTheDocument();
    expect(sent).toEqual([{ payload_references: rows.map((row) => row.payload_reference) }]);
    expect(within(dialog).getAllByText('Confirmed')).toHaveLength(2);
    expect(within(dialog).getByText('Your roles do not allow access to payloads of this group.')).toBeInTheDocument();
    expect(await screen.findByText('0 selected')).toBeInTheDocument();
  });

  it('refuses more than 100 payloads at once and says why', async () => {
    const { user } = renderWithProviders(<Harness rows={makePayloads(101)} />);
    await user.click(screen.getByRole('button', { name: 'tick all' }));
    expect(screen.getByText('101 selected: receipts and evidence records are for at most 100 payloads at once')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm receipts' })).toBeDisabled();
  });
});
