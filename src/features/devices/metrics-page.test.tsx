import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/auth/session-store';
import { adminApi } from '@/test/contract-http';
import { server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render';
import MetricsPage from './metrics-page';
import { example, groupsHandler, profileHandler } from './test/mock-api';

describe('MetricsPage', { timeout: 60_000 }, () => {
  const scopes: string[] = [];
  beforeEach(() => {
    scopes.length = 0;
    setSession({ client: 'acme', idToken: 'token' });
    server.use(
      profileHandler(),
      groupsHandler,
      adminApi.get('/api/v1/{client}/metrics/{scope}', ({ params }) => {
        scopes.push(params.scope);
        return HttpResponse.json(example('admin', `getMetrics__${params.scope}`));
      }),
      adminApi.get('/api/v1/{client}/commands', () => HttpResponse.json(example('admin', 'listCommands'))),
      adminApi.get('/api/v1/{client}/telemetry', () => HttpResponse.json(example('admin', 'listTelemetry'))),
    );
  });
  afterEach(() => setSession({ client: '' }));

  it('charts the daily payload counts per type, oldest day first, with the numbers in a table', async () => {
    renderWithProviders(<MetricsPage />, { route: '/dashboard/devices/metrics', path: '/dashboard/devices/metrics' });
    const chart = await screen.findByRole('img', { name: /^Daily payloads by type: 14 columns, 10 series\./ }, { timeout: 10_000 });
    expect(chart).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Daily payloads by type' });
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rows[0]).toBe('19 Oct');
    expect(rows.at(-1)).toBe('1 Nov');
    // 1 Nov: 1 + 0 + 7 + 0 + 0 + 1 + 0 + 1 + 3 + 9 = 22 payloads.
    expect(within(table).getByRole('row', { name: /^1 Nov / })).toHaveTextContent(/22$/);
    expect(scopes).toEqual(['Daily']);
  });

  it('switches the scope through the URL', async () => {
    const { user } = renderWithProviders(<MetricsPage />, { route: '/dashboard/devices/metrics', path: '/dashboard/devices/metrics' });
    await screen.findByRole('img', { name: /^Daily payloads by type/ }, { timeout: 10_000 });
    await user.click(screen.getByRole('radio', { name: 'Weekly' }));
    expect(await screen.findByRole('img', { name: /^Weekly payloads by type: 8 columns/ }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('scope=Weekly');
    expect(scopes).toContain('Weekly');
  });

  it('shows the summary as one column per payload type', async () => {
    renderWithProviders(<MetricsPage />, { route: '/dashboard/devices/metrics?scope=Summary', path: '/dashboard/devices/metrics' });
    const table = await screen.findByRole('table', { name: 'Payloads per type, all time' }, { timeout: 10_000 });
    expect(within(table).getByRole('row', { name: /^SMS / })).toHaveTextContent('31,093');
  });

  it('summarises device commands by state and lists them across devices', async () => {
    renderWithProviders(<MetricsPage />, { route: '/dashboard/devices/metrics?view=commands', path: '/dashboard/devices/metrics' });
    expect(
      await screen.findByRole('img', { name: /^Commands by state: \d+ columns, 4 series\./ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'nyc-ops-<b>002' })).toBeInTheDocument();
  });

  it('counts devices needing attention from the latest telemetry of each device', async () => {
    renderWithProviders(<MetricsPage />, { route: '/dashboard/devices/metrics?view=telemetry', path: '/dashboard/devices/metrics' });
    const reporting = await screen.findByText('Devices reporting', undefined, { timeout: 10_000 });
    // A stat is a term and its definition: the value is the definition at the term's position.
    await waitFor(() => expect(screen.getAllByRole('definition')[screen.getAllByRole('term').indexOf(reporting)]).toHaveTextContent('24'));
  });
});
