import type { Device } from '@generated/admin/model';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/auth/session-store';
import { adminApi } from '@/test/contract-http';
import { server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';
import { example, profileHandler } from '../test/mock-api';
import { CommandsPanel } from './commands-panel';

const device = example<Device>('admin', 'getDevice__ldn-trd-001');

/** The Send command button once the profile has allowed it. */
const enabledSendButton = () =>
  waitFor(
    () => {
      const button = screen.getByRole('button', { name: 'Send command' });
      expect(button).toBeEnabled();
      return button;
    },
    { timeout: 5000 },
  );

describe('CommandsPanel', { timeout: 60_000 }, () => {
  let posted: unknown[] = [];
  beforeEach(() => {
    posted = [];
    setSession({ client: 'acme', idToken: 'token' });
    server.use(
      profileHandler(),
      adminApi.get('/api/v1/{client}/devices/{device_reference}/commands', () =>
        HttpResponse.json(example('admin', 'listDeviceCommands__ldn-trd-001')),
      ),
      adminApi.post('/api/v1/{client}/devices/{device_reference}/commands', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(example('admin', 'sendDeviceCommand'), { status: 201 });
      }),
    );
  });
  afterEach(() => setSession({ client: '' }));

  it('lists the commands sent with their parameters and state', async () => {
    renderWithProviders(<CommandsPanel client="acme" device={device} />);
    await screen.findByText('from: 2026-10-19; to: 2026-10-26', undefined, { timeout: 5000 });
    const row = screen.getByRole('row', { name: /from: 2026-10-19; to: 2026-10-26/ });
    expect(within(row).getByText('Re-upload SMS messages')).toBeInTheDocument();
    expect(within(row).getByText('Completed')).toBeInTheDocument();
  });

  it('sends the chosen command with only its own parameters', async () => {
    const { user } = renderWithProviders(<CommandsPanel client="acme" device={device} />);
    await user.click(await enabledSendButton());
    const dialog = await screen.findByRole('dialog', { name: 'Send a command to ldn-trd-001' }, { timeout: 5000 });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Command/ }), 'allow_power_off');
    const allowed = within(dialog).getByRole('checkbox', { name: 'Allowed' });
    expect(allowed).toBeChecked();
    await user.click(allowed);
    await user.click(within(dialog).getByRole('button', { name: 'Send command' }));
    await waitFor(() => expect(posted).toEqual([{ command: 'allow_power_off', params: { allowed: false } }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('checks the dates of a re-upload before sending', async () => {
    const { user } = renderWithProviders(<CommandsPanel client="acme" device={device} />);
    await user.click(await enabledSendButton());
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 5000 });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Command/ }), 'reupload_sms_messages');
    await user.type(within(dialog).getByLabelText('From'), '2026-10-26');
    await user.type(within(dialog).getByLabelText('To'), '2026-10-19');
    await user.click(within(dialog).getByRole('button', { name: 'Send command' }));
    expect(await within(dialog).findByText('The start date is after the end date.')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('says why a deactivated device cannot receive commands', async () => {
    renderWithProviders(
      <CommandsPanel client="acme" device={{ ...device, is_deactivated: true, deactivation_date: '2026-10-19T09:00:00Z' }} />,
    );
    const button = await screen.findByRole('button', { name: 'Send command' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(screen.getByText('A deactivated device cannot receive commands.')).toBeInTheDocument();
  });
});
