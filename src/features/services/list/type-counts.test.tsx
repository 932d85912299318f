import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Payload, PayloadType } from '@generated/client/model';
import { setSession } from '@/auth/session-store';
import { clientApi } from '@/test/contract-http';
import { server } from '@/test/msw-server';
import { makePayloads } from '@/test/payload-rows';
import { renderWithProviders } from '@/test/render';
import { TypeCounts } from './type-counts';

const TYPES: PayloadType[] = ['Call', 'SMS', 'Photo'];
const row = (type: PayloadType, index: number): Payload => ({ ...(makePayloads(1, index)[0] as Payload), payload_type: type });
const ROWS = [row('Call', 0), row('Call', 1), row('Call', 2), row('SMS', 3), row('SMS', 4)];
const WAIT = { timeout: 10_000 };

/** The per-type total requests the component makes, as the types each asked for. */
function countRequests(totals: Partial<Record<PayloadType, number>>) {
  const asked: string[] = [];
  server.use(
    clientApi.get('/api/v1/payloads', ({ request }) => {
      const url = new URL(request.url);
      const type = url.searchParams.get('types') as PayloadType;
      asked.push(`${type}:${url.searchParams.get('query_result')}`);
      const total = totals[type];
      return HttpResponse.json({ count: 0, last_key: null, data: [], ...(total === undefined ? {} : { total }) });
    }),
  );
  return asked;
}

function renderCounts(props: { selected?: PayloadType[]; rows?: Payload[]; loading?: boolean; complete?: boolean }) {
  const { selected = [], rows = ROWS, loading = false, complete = true } = props;
  return renderWithProviders(
    <TypeCounts
      types={TYPES}
      params={{}}
      selected={selected}
      rows={rows}
      loading={loading}
      complete={complete}
      onSelect={() => undefined}
    />,
  );
}

describe('TypeCounts', { timeout: 30_000 }, () => {
  beforeEach(() => setSession({ client: 'acme', idToken: 'token', expiresAt: Date.now() + 3_600_000 }));
  afterEach(() => setSession({ client: '' }));

  it('counts a fully loaded, unfiltered list from its rows without asking the server', async () => {
    const asked = countRequests({});
    renderCounts({});
    expect(await screen.findByRole('button', { name: 'Call 3' }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SMS 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Photo 0' })).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('asks only for the types the list does not cover, and only once the list is in', async () => {
    const asked = countRequests({ Call: 7 });
    const view = renderCounts({
      selected: ['SMS'],
      rows: ROWS.filter((entry) => entry.payload_type === 'SMS'),
      loading: true,
      complete: false,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked).toEqual([]);
    view.rerender(
      <TypeCounts
        types={TYPES}
        params={{}}
        selected={['SMS']}
        rows={ROWS.filter((entry) => entry.payload_type === 'SMS')}
        loading={false}
        complete
        onSelect={() => undefined}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Call 7' }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SMS 2' })).toHaveAttribute('aria-pressed', 'true');
    // The server gave no total for photos: the count is unknown, not zero.
    expect(await screen.findByRole('button', { name: 'Photo –' }, WAIT)).toBeInTheDocument();
    expect([...asked].sort()).toEqual(['Call:total', 'Photo:total']);
  });
});
