import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/auth/session-store';
import { server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';
import { sandboxHandlers, signInToSandbox } from '@/test/sandbox';
import TransferConfigsPage from './transfer-configs-page';

const PAGE = '/dashboard/account/transfers/config';

// References may hold `/` and `:`: the portal must percent-encode them in the path, or the API
// (here the sandbox, which matches paths as the contract does) cannot find the configuration.
describe('TransferConfigsPage with a reference holding / and :', { timeout: 30_000 }, () => {
  beforeEach(() => {
    server.use(...sandboxHandlers());
    signInToSandbox();
  });
  afterEach(() => setSession({ client: '' }));

  it('runs the configuration now and opens the new transfer', async () => {
    const { user } = renderWithProviders(<TransferConfigsPage />, { route: PAGE, path: PAGE });
    await user.click(await screen.findByRole('button', { name: 'Run sftp/backup:weekly now' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Run now' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/dashboard\/account\/transfers\/[0-9A-Z]{26}$/));
  });

  it('deletes the configuration, which then leaves the list', async () => {
    const { user } = renderWithProviders(<TransferConfigsPage />, { route: PAGE, path: PAGE });
    await user.click(await screen.findByRole('button', { name: 'Delete sftp/backup:weekly' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete sftp/backup:weekly' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete vantage-export' })).toBeInTheDocument();
  });
});
