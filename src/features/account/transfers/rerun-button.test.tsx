import { screen, waitFor, within } from '@testing-library/react';
import type { Transfer } from '@generated/client/model';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/auth/session-store';
import { server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';
import { sandboxHandlers, signInToSandbox } from '@/test/sandbox';
import { RerunButton } from './rerun-button';

/** The seeded transfer of vantage-export that failed (mocks/data/account.mjs). */
const FAILED: Transfer = {
  transfer_id: '01M517B0T0S6FCCA22056XG3K0',
  transfer_config_reference: 'vantage-export',
  transfer_type: 'Vantage',
  transfer_state: 'Failed',
  payload_count: 3,
};

describe('RerunButton', { timeout: 30_000 }, () => {
  beforeEach(() => {
    server.use(...sandboxHandlers());
    signInToSandbox();
  });
  afterEach(() => setSession({ client: '' }));

  it.each(['Pending', 'InProgress'] as const)('is disabled while the transfer is %s (the API would answer 409)', async (state) => {
    renderWithProviders(<RerunButton transfer={{ ...FAILED, transfer_state: state }} />);
    const button = screen.getByRole('button', { name: 'Run again' });
    // Denied while the profile loads; then the transfer's state is why.
    expect(button).toHaveAttribute('title', 'Checking what your roles allow…');
    await waitFor(() => expect(button).toHaveAttribute('title', 'The transfer is waiting or running now.'));
    expect(button).toBeDisabled();
  });

  it('runs a finished transfer again and opens the new run', async () => {
    const { user } = renderWithProviders(<RerunButton transfer={FAILED} />, {
      route: '/dashboard/account/transfers',
      path: '/dashboard/account/transfers',
    });
    await user.click(screen.getByRole('button', { name: 'Run again' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Run again' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/dashboard\/account\/transfers\/[0-9A-Z]{26}$/));
    expect(screen.getByTestId('location').textContent).not.toContain(FAILED.transfer_id);
  });
});
