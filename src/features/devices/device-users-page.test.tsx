import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/auth/session-store';
import { installPatternMessages } from '@/lib/zod-messages';
import { adminApi } from '@/test/contract-http';
import { server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';
import DeviceUsersPage from './device-users-page';
import { example, groupsHandler, profileHandler } from './test/mock-api';

installPatternMessages();

describe('DeviceUsersPage', { timeout: 60_000 }, () => {
  let created: { path: string; body: unknown }[] = [];
  beforeEach(() => {
    created = [];
    setSession({ client: 'acme', idToken: 'token' });
    server.use(
      groupsHandler,
      adminApi.get('/api/v1/{client}/users', ({ request }) =>
        new URL(request.url).searchParams.get('query_result') === 'total'
          ? HttpResponse.json({ count: 0, last_key: null, total: 15, data: [] })
          : HttpResponse.json(example('admin', 'listDeviceUsers')),
      ),
      adminApi.post('/api/v1/{client}/users/{device_user_reference}', async ({ request, params }) => {
        created.push({ path: params.device_user_reference, body: await request.json() });
        return HttpResponse.json(example('admin', 'createDeviceUser'), { status: 201 });
      }),
    );
  });
  afterEach(() => setSession({ client: '' }));

  it('lists device users with their status and links', async () => {
    server.use(profileHandler());
    renderWithProviders(<DeviceUsersPage />, { route: '/dashboard/devices/users', path: '/dashboard/devices/users' });
    const link = await screen.findByRole('link', { name: 'james.whitfield' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/dashboard/devices/users/james.whitfield');
    expect(within(screen.getByRole('row', { name: /\bjames\.whitfield\b/ })).getByText('Active')).toBeInTheDocument();
  });

  it('onboards a user: checks the fields with the specification rules, posts to users/{ref}, then opens the user', async () => {
    server.use(profileHandler());
    const { user } = renderWithProviders(<DeviceUsersPage />, { route: '/dashboard/devices/users', path: '/dashboard/devices/users' });
    await user.click(await screen.findByRole('button', { name: 'Onboard a device user' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Onboard a device user' }, { timeout: 5000 });
    await user.type(within(dialog).getByRole('textbox', { name: /Reference/ }), 'new,starter');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Onboard' }));
    expect(await within(dialog).findAllByText('Cannot start with leading space, cannot contain a comma')).toHaveLength(1);
    expect(within(dialog).getByText('Must be a valid email address')).toBeInTheDocument();
    expect(created).toEqual([]);

    const reference = within(dialog).getByRole('textbox', { name: /Reference/ });
    await user.clear(reference);
    await user.type(reference, 'new.starter');
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'New');
    await user.type(within(dialog).getByRole('textbox', { name: /Surname/ }), 'Starter');
    const email = within(dialog).getByRole('textbox', { name: /Email/ });
    await user.clear(email);
    await user.type(email, 'new.starter@acme.example');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Compliance' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Group/ }), 'Compliance');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Calls' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'SMS' }));
    await user.click(within(dialog).getByRole('button', { name: 'Onboard' }));

    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toEqual({
      path: 'new.starter',
      body: {
        first_name: 'New',
        surname: 'Starter',
        email: 'new.starter@acme.example',
        group: 'Compliance',
        services: ['calls', 'sms'],
        expected_device_count: 1,
      },
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/devices/users/new.starter'));
  });

  it('hides onboarding when the profile does not allow it', async () => {
    server.use(profileHandler(['createDeviceUser']));
    renderWithProviders(<DeviceUsersPage />, { route: '/dashboard/devices/users', path: '/dashboard/devices/users' });
    await screen.findByRole('link', { name: 'james.whitfield' }, { timeout: 5000 });
    // The profile has loaded once the group filter lists the groups it allows reading.
    await screen.findByRole('option', { name: 'Compliance' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Onboard a device user' })).not.toBeInTheDocument();
  });
});
