import { expect, openPage, signInBeforeEach, test } from './support/signed-in-page';

// The dashboard: alert counts that open the filtered alerts list, translated payload labels, and
// cards that each keep their own state.
signInBeforeEach();

test.describe('dashboard', () => {
  test('alert counts by scope and severity open the alerts list with that filter', async ({ page }) => {
    await openPage(page, '/dashboard', 'Dashboard');
    const alerts = page.getByRole('region', { name: 'Alerts' });
    const highSecurity = alerts.getByRole('link', { name: /^\d+ triggered High Security alerts$/ });
    const count = Number((await highSecurity.textContent())?.trim());
    expect(count).toBeGreaterThan(0);
    await highSecurity.click();
    await expect(page).toHaveURL(/\/dashboard\/account\/alerts\?scope=sec&severity=High&state=Triggered$/);
    await expect(page.getByLabel('Severity', { exact: true })).toHaveValue('High');
    await expect(page.getByText(new RegExp(`^Showing ${count} of ${count} rows$|^${count} rows?$`))).toBeVisible();
  });

  test('a cleared alert leaves the dashboard counts, also after a reload', async ({ page }) => {
    await openPage(page, '/dashboard', 'Dashboard');
    const alerts = page.getByRole('region', { name: 'Alerts' });
    const highSecurity = alerts.getByRole('link', { name: /^\d+ triggered High Security alerts$/ });
    const before = Number((await highSecurity.textContent())?.trim());
    await highSecurity.click();
    const first = page.locator('tbody [role=row]').first();
    await first.locator('label').click();
    await page.getByRole('group', { name: 'Selected alerts' }).getByRole('button', { name: 'Clear', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByText('0 selected', { exact: true })).toBeVisible();
    await page.goto('/dashboard');
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Alerts' }).getByRole('link', { name: `${before - 1} triggered High Security alerts` }),
    ).toBeVisible();
  });

  test('latest payloads show translated types and state badges, never raw names', async ({ page }) => {
    await openPage(page, '/dashboard', 'Dashboard');
    const latest = page.getByRole('table', { name: 'Latest payloads' });
    await expect(latest.locator('tbody tr')).toHaveCount(5);
    const text = await latest.innerText();
    expect(text).not.toMatch(/BlockedCall|AbortedCall|NotRecorded/);
    await expect(latest.locator('[data-state]').first()).toBeVisible();
  });

  test('the licence card shows its own error with Retry and recovers', async ({ page, guard }) => {
    guard.allowStatus(503);
    guard.allowConsole(/503/);
    await page.route('**/api/v1/acme/licenses', (route) =>
      route.fulfill({ status: 503, json: { error_code: 503, message: 'Service Unavailable' } }),
    );
    await openPage(page, '/dashboard', 'Dashboard');
    const licences = page.getByRole('region', { name: 'Licence use' });
    await expect(licences.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Devices' }).getByText('Activated', { exact: true })).toBeVisible();
    await page.unroute('**/api/v1/acme/licenses');
    await licences.getByRole('button', { name: 'Retry' }).click();
    await expect(licences.getByRole('list', { name: 'Licences used per service' })).toBeVisible();
    await expect(licences).toContainText('Calls');
  });

  test('in Brazilian Portuguese', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: 'pt-BR', url: baseURL ?? '' }]);
    await openPage(page, '/dashboard', 'Painel');
    const alerts = page.getByRole('region', { name: 'Alertas' });
    await expect(alerts.getByRole('rowheader', { name: 'Segurança' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Payloads mais recentes' }).locator('[data-state]').first()).toBeVisible();
  });
});
