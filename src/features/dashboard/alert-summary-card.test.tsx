import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/auth/session-store';
import { adminApi } from '@/test/contract-http';
import { server } from '@/test/msw-server';
import { profileAllowing } from '@/test/profile-handler';
import { renderWithProviders } from '@/test/render';
import { AlertSummaryCard } from './alert-summary-card';

const WAIT = { timeout: 10_000 };
const counts = (high: number) => ({
  High: { Triggered: high, Cleared: 1 },
  Medium: { Triggered: 0, Cleared: 0 },
  Low: { Triggered: 1, Cleared: 0 },
});

describe('AlertSummaryCard', { timeout: 30_000 }, () => {
  beforeEach(() => {
    setSession({ client: 'acme', idToken: 'token', expiresAt: Date.now() + 3_600_000 });
    server.use(profileAllowing(['*']));
  });
  afterEach(() => setSession({ client: '' }));

  it('links each count to the alerts of that scope and severity', async () => {
    server.use(
      adminApi.get('/api/v1/{client}/alerts/summary', () =>
        HttpResponse.json({ triggered: 4, last_occurrence: null, ops: counts(2), sec: counts(1) }),
      ),
    );
    renderWithProviders(<AlertSummaryCard />);
    expect(await screen.findByText('4 triggered alerts', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2 triggered High Operations alerts' })).toHaveAttribute(
      'href',
      '/dashboard/account/alerts?scope=ops&severity=High&state=Triggered',
    );
    expect(screen.getByRole('link', { name: '1 triggered Low Security alerts' })).toHaveAttribute(
      'href',
      '/dashboard/account/alerts?scope=sec&severity=Low&state=Triggered',
    );
  });

  it('shows the error with Retry, and the counts once Retry succeeds', async () => {
    let fail = true;
    server.use(
      adminApi.get('/api/v1/{client}/alerts/summary', () =>
        fail
          ? HttpResponse.json({ error_code: 500, message: 'down' }, { status: 500 })
          : HttpResponse.json({ triggered: 0, last_occurrence: null, ops: counts(0) }),
      ),
    );
    const { user } = renderWithProviders(<AlertSummaryCard />);
    const retry = await screen.findByRole('button', { name: 'Retry' }, WAIT);
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('No triggered alerts.', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByText('Security')).not.toBeInTheDocument();
  });
});
