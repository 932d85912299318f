import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/auth/session-store';
import { adminApi, type AdminSchemas } from '@/test/contract-http';
import { server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';
import DevicesPage from './devices-page';
import { example, groupsHandler, profileHandler } from './test/mock-api';

const devices = example<AdminSchemas['DevicePage']>('admin', 'listDevices');

describe('DevicesPage', { timeout: 60_000 }, () => {
  const seen: URLSearchParams[] = [];
  beforeEach(() => {
    seen.length = 0;
    setSession({ client: 'acme', idToken: 'token' });
    server.use(
      profileHandler(),
      groupsHandler,
      adminApi.get('/api/v1/{client}/devices', ({ request }) => {
        const query = new URL(request.url).searchParams;
        seen.push(query);
        if (query.get('query_result') === 'total') return HttpResponse.json({ count: 0, last_key: null, total: 26, data: [] });
        return HttpResponse.json(devices);
      }),
    );
  });
  afterEach(() => setSession({ client: '' }));

  it('lists devices with their user, status and numbers, each linking to its page', async () => {
    renderWithProviders(<DevicesPage />, { route: '/dashboard/devices', path: '/dashboard/devices' });
    expect(screen.getByRole('heading', { level: 1, name: 'Devices' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'ldn-trd-002' }, { timeout: 10_000 });
    const row = screen.getByRole('row', { name: /\bldn-trd-002\b/ });
    const table = screen.getByRole('table', { name: 'Devices' });
    expect(within(row).getByRole('link', { name: 'James Whitfield' })).toHaveAttribute('href', '/dashboard/devices/users/james.whitfield');
    expect(within(row).getByText('Deactivated')).toBeInTheDocument();
    expect(within(row).getByText('+447700900891')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Tablet (Field Kit 7)' })).toHaveAttribute(
      'href',
      '/dashboard/devices/Tablet%20(Field%20Kit%207)',
    );
    // A reference with markup is shown as text.
    expect(within(table).getByText('nyc-ops-<b>002')).toBeInTheDocument();
    expect(await screen.findByText('26 rows', undefined, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('sends the filters of the URL to GET devices', async () => {
    renderWithProviders(<DevicesPage />, {
      route: '/dashboard/devices?status=deactivated&service=gps&legacy=false&search=ldn',
      path: '/dashboard/devices',
    });
    await screen.findByRole('link', { name: 'ldn-trd-001' }, { timeout: 10_000 });
    const page = seen.find((query) => query.get('query_result') !== 'total');
    expect(Object.fromEntries(page ?? [])).toMatchObject({ status: 'deactivated', service: 'gps', is_legacy: 'false', search: 'ldn' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('deactivated');
  });

  it('writes a chosen filter into the URL', async () => {
    const { user } = renderWithProviders(<DevicesPage />, { route: '/dashboard/devices', path: '/dashboard/devices' });
    await screen.findByRole('link', { name: 'ldn-trd-001' }, { timeout: 10_000 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Service' }), 'sms');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/devices?service=sms');
    await waitFor(() => expect(seen.some((query) => query.get('service') === 'sms')).toBe(true));
  });
});
