import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/auth/session-store';
import { clientApi, type ClientSchemas } from '@/test/contract-http';
import { server } from '@/test/msw-server';
import { profileAllowing } from '@/test/profile-handler';
import { renderWithProviders } from '@/test/render';
import { sandboxHandlers, signInToSandbox } from '@/test/sandbox';
import LegalHoldsPage from './legal-holds-page';

const HOLDS: [ClientSchemas['LegalHold'], ClientSchemas['LegalHold']] = [
  {
    target: 'marcus.bell',
    target_type: 'DeviceUser',
    is_active: true,
    created_at: '2026-09-02T09:00:00Z',
    updated_by: 'it.admin@acme.example',
    updated_at: '2026-09-02T09:00:00Z',
  },
  {
    target: 'former.trader@acme.example',
    target_type: 'PortalUser',
    is_active: false,
    created_at: '2026-04-15T09:00:00Z',
    updated_by: 'it.admin@acme.example',
    updated_at: '2026-09-17T09:00:00Z',
  },
];
const WAIT = { timeout: 10_000 };

describe('LegalHoldsPage', { timeout: 30_000 }, () => {
  let run = 0;
  beforeEach(() => {
    // A client per test: profile loads are shared per client for 1000 ms (spec section 9).
    run += 1;
    setSession({ client: `acme-${run}`, idToken: 'token', expiresAt: Date.now() + 3_600_000 });
    server.use(clientApi.get('/api/v1/account/legal_holds', () => HttpResponse.json({ count: HOLDS.length, last_key: null, data: HOLDS })));
  });
  afterEach(() => setSession({ client: '' }));

  it('releases an active hold after a confirmation that names the target', async () => {
    server.use(profileAllowing(['*']));
    const released: string[] = [];
    server.use(
      clientApi.delete('/api/v1/account/legal_holds/{target_type}/{target}', ({ params }) => {
        released.push(`${params.target_type}/${params.target}`);
        return HttpResponse.json({ ...HOLDS[0], is_active: false });
      }),
    );
    const { user } = renderWithProviders(<LegalHoldsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Legal holds' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Release legal hold on marcus.bell' }, WAIT));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Release the legal hold on marcus.bell?')).toBeInTheDocument();
    expect(released).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(released).toEqual(['DeviceUser/marcus.bell']), WAIT);
  });

  it('places a hold with the target in the path and the body', async () => {
    server.use(profileAllowing(['*']));
    const bodies: unknown[] = [];
    server.use(
      clientApi.put('/api/v1/account/legal_holds/{target_type}/{target}', async ({ request, params }) => {
        const body = await request.json();
        bodies.push({ path: `${params.target_type}/${params.target}`, body });
        return HttpResponse.json({ target: 'jane.doe', target_type: 'DeviceUser', is_active: true, created_at: '2026-11-01T09:00:00Z' });
      }),
    );
    const { user } = renderWithProviders(<LegalHoldsPage />);
    await user.click(await screen.findByRole('button', { name: 'Place legal hold' }, WAIT));
    const form = await screen.findByRole('form', { name: 'Place legal hold' });
    await user.type(within(form).getByRole('textbox', { name: /Device user reference/ }), 'jane.doe');
    await user.click(within(form).getByRole('button', { name: 'Place legal hold' }));
    await waitFor(
      () => expect(bodies).toEqual([{ path: 'DeviceUser/jane.doe', body: { target: 'jane.doe', target_type: 'DeviceUser' } }]),
      WAIT,
    );
  });

  it('disables release with a reason when the profile does not allow it', async () => {
    server.use(profileAllowing(['listLegalHolds']));
    renderWithProviders(<LegalHoldsPage />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Release legal hold on marcus.bell' })).toBeDisabled(), WAIT);
    expect(screen.getByRole('button', { name: 'Release legal hold on marcus.bell' })).toHaveAttribute(
      'title',
      'Your roles do not allow this.',
    );
    expect(screen.getByRole('button', { name: 'Place legal hold' })).toBeDisabled();
  });

  it('shows a placed hold in the list the page refetches (answers from a sandbox world)', async () => {
    server.use(...sandboxHandlers());
    signInToSandbox('acme');
    const { user } = renderWithProviders(<LegalHoldsPage />);
    expect(await screen.findByText('laila.haddad', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByText('ana.souza')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place legal hold' }));
    const form = await screen.findByRole('form', { name: 'Place legal hold' });
    await user.type(within(form).getByRole('textbox', { name: /Device user reference/ }), 'ana.souza');
    await user.click(within(form).getByRole('button', { name: 'Place legal hold' }));
    expect(await within(screen.getByRole('table', { name: 'Legal holds' })).findByText('ana.souza', {}, WAIT)).toBeInTheDocument();
  });
});
