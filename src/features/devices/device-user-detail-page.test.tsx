import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/auth/session-store';
import { adminApi, clientApi, type ClientSchemas } from '@/test/contract-http';
import { server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';
import DeviceUserDetailPage from './device-user-detail-page';
import { example, profileHandler } from './test/mock-api';

const PATH = '/dashboard/devices/users/:deviceUserReference';

describe('DeviceUserDetailPage', { timeout: 60_000 }, () => {
  const calls: string[] = [];
  beforeEach(() => {
    calls.length = 0;
    setSession({ client: 'acme', idToken: 'token' });
    server.use(
      profileHandler(),
      adminApi.get('/api/v1/{client}/users/{device_user_reference}', ({ params }) =>
        HttpResponse.json(example('admin', `getDeviceUser__${params.device_user_reference}`)),
      ),
      adminApi.get('/api/v1/{client}/users/{device_user_reference}/devices', ({ params }) =>
        HttpResponse.json(example('admin', `listDeviceUserDevices__${params.device_user_reference}`)),
      ),
      clientApi.get('/api/v1/account/legal_holds', () => HttpResponse.json(example('client', 'listLegalHolds'))),
      clientApi.put('/api/v1/account/legal_holds/{target_type}/{target}', async ({ params, request }) => {
        calls.push(`PUT ${params.target_type}/${params.target} ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ ...example<ClientSchemas['LegalHold']>('client', 'putLegalHold'), target: params.target });
      }),
      clientApi.delete('/api/v1/account/legal_holds/{target_type}/{target}', ({ params }) => {
        calls.push(`DELETE ${params.target_type}/${params.target}`);
        return HttpResponse.json(example('client', 'releaseLegalHold'));
      }),
      adminApi.delete('/api/v1/{client}/users/{device_user_reference}', ({ params }) => {
        calls.push(`OFFBOARD ${params.device_user_reference}`);
        return HttpResponse.json(example('admin', 'offboardDeviceUser'));
      }),
    );
  });
  afterEach(() => setSession({ client: '' }));

  it('shows the user, their devices and that no legal hold was ever placed; places one after confirming', async () => {
    const { user } = renderWithProviders(<DeviceUserDetailPage />, { route: '/dashboard/devices/users/james.whitfield', path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'James Whitfield' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'ldn-trd-002' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/dashboard/devices/ldn-trd-002',
    );
    expect(await screen.findByText('Never placed', undefined, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place legal hold' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Place a legal hold on James Whitfield?' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Place hold' }));
    await waitFor(() => expect(calls).toEqual(['PUT DeviceUser/james.whitfield {"target":"james.whitfield","target_type":"DeviceUser"}']));
  });

  it('shows an active hold and releases it only after a confirmation naming the user', async () => {
    const { user } = renderWithProviders(<DeviceUserDetailPage />, { route: '/dashboard/devices/users/marcus.bell', path: PATH });
    expect(await screen.findByText('On legal hold', undefined, { timeout: 5000 })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Release legal hold' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Release the legal hold on Marcus Bell?' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Release legal hold' }));
    await user.click(
      within(await screen.findByRole('alertdialog', undefined, { timeout: 5000 })).getByRole('button', { name: 'Release hold' }),
    );
    await waitFor(() => expect(calls).toEqual(['DELETE DeviceUser/marcus.bell']));
  });

  it('offboards after a confirmation that names the user; an offboarded user cannot be edited', async () => {
    const { user, unmount } = renderWithProviders(<DeviceUserDetailPage />, {
      route: '/dashboard/devices/users/james.whitfield',
      path: PATH,
    });
    await user.click(await screen.findByRole('button', { name: 'Offboard' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Offboard James Whitfield (james.whitfield)?' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Offboard' }));
    await waitFor(() => expect(calls).toEqual(['OFFBOARD james.whitfield']));
    unmount();
    renderWithProviders(<DeviceUserDetailPage />, { route: '/dashboard/devices/users/marcus.bell', path: PATH });
    await screen.findByText('An offboarded user cannot be edited; onboard them again first.', undefined, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Offboard' })).not.toBeInTheDocument();
  });
});
