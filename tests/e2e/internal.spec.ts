import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';

test.beforeEach(async ({ context }) => {
  await signInAs(context, 'admin');
});

test('clients show host, region, licence use and telemetry; a row opens the client', async ({ page }) => {
  await page.goto('/internal');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  const acme = page.getByRole('row').filter({ hasText: 'Acme Trading Ltd' });
  await expect(acme).toContainText('acme.api.example.com');
  await expect(acme).toContainText('eu-west-2');
  await expect(acme).toContainText('Busiest: Interviews 70%');
  await expect(acme).toContainText('17 of 19');
  await expect(page.getByRole('row').filter({ hasText: 'Initech' }).getByRole('link')).toHaveText(
    'Initech <b>Holdings</b> <script>alert(1)</script>',
  );

  const telemetry = page.waitForRequest((request) => request.url().endsWith('/internal/v1/clients/acme/telemetry'));
  await acme.getByRole('link', { name: 'Acme Trading Ltd' }).click();
  await telemetry;
  await expect(page).toHaveURL(/client=acme/);
  const drawer = page.getByRole('dialog', { name: 'Acme Trading Ltd' });
  await expect(drawer.getByText('Payloads waiting on devices')).toBeVisible();
  await expect(drawer.getByRole('img', { name: /Devices by OS version/ })).toBeVisible();
  await drawer.getByRole('tab', { name: 'Roles' }).click();
  await expect(page).toHaveURL(/panel=roles/);
  await expect(drawer.getByRole('row').filter({ hasText: 'Compliance Reviewer' })).toContainText('Security: read and clear');
});

test('licence limits are whole numbers from 0 to 100000 and saved with PUT', async ({ page }) => {
  await page.goto('/internal?client=acme&panel=licenses');
  const form = page.getByRole('form', { name: 'Licence limits of acme' });
  await expect(form.getByLabel('Calls')).toHaveValue('40');
  await form.getByLabel('Calls').fill('1.5');
  await form.getByLabel('SMS').fill('100001');
  await form.getByRole('button', { name: 'Save limits' }).click();
  await expect(form.getByText('Enter a whole number.')).toBeVisible();
  await expect(form.getByText('Enter a number from 0 to 100000.')).toBeVisible();
  await form.getByLabel('Calls').fill('45');
  await form.getByLabel('SMS').fill('60');
  const request = page.waitForRequest(
    (candidate) => candidate.method() === 'PUT' && candidate.url().endsWith('/internal/v1/clients/acme/licenses'),
  );
  await form.getByRole('button', { name: 'Save limits' }).click();
  expect((await request).postDataJSON()).toEqual({
    client: 'acme',
    calls: 45,
    sms: 60,
    mms: 30,
    rcs: 30,
    interviews: 10,
    photos: 20,
    videos: 10,
    gps: 25,
  });
  await expect(page.getByText('Licence limits of acme saved')).toBeVisible();
});

test('support access: request with a role, reason and expiry; cancel a pending request', async ({ page }) => {
  await page.goto('/internal?client=acme&panel=support');
  const drawer = page.getByRole('dialog', { name: 'Acme Trading Ltd' });
  await drawer.getByRole('button', { name: 'Request support access' }).click();
  const form = drawer.getByRole('form', { name: 'Request support access to acme' });
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByText('Choose a role.')).toBeVisible();
  await expect(form.getByText('Say why access is needed.')).toBeVisible();
  await form.getByLabel('Role').selectOption('Read Only');
  await form.getByLabel('Why access is needed').fill('Check device telemetry (ticket INC-20500).');
  const request = page.waitForRequest(
    (candidate) => candidate.method() === 'POST' && candidate.url().endsWith('/internal/v1/clients/acme/supportaccess'),
  );
  await form.getByRole('button', { name: 'Send request' }).click();
  const body = (await request).postDataJSON() as Record<string, string>;
  expect(body).toMatchObject({ role: 'Read Only', request_description: 'Check device telemetry (ticket INC-20500).' });
  expect(Date.parse(body.requested_expiry ?? '')).toBeGreaterThan(Date.now());
  await expect(page.getByText('Support access requested from acme')).toBeVisible();
  // The list refetches with the new request in it; act on it only once it has settled.
  await expect(drawer.getByRole('row').filter({ hasText: 'Check device telemetry (ticket INC-20500).' })).toContainText('Read Only');

  const pending = drawer.getByRole('row').filter({ hasText: 'Investigate failed transfers' });
  await pending.getByRole('button', { name: 'Cancel' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel the request for Administrator?' });
  const cancel = page.waitForRequest((candidate) => candidate.method() === 'DELETE');
  await confirm.getByRole('button', { name: 'Cancel request' }).click();
  expect((await cancel).url()).toMatch(/\/internal\/v1\/clients\/acme\/supportaccess\/01M4CSY6S07VW8K6N3NTGAPXXY$/);
  await expect(page.getByText('Support access request canceled')).toBeVisible();
});

test('the licences page lists every client per service and edits one', async ({ page }) => {
  await page.goto('/internal/licenses');
  await expect(page.getByRole('heading', { level: 1, name: 'Licenses' })).toBeVisible();
  const globex = page.getByRole('row').filter({ hasText: 'globex' });
  // Every client's world is a copy of the seeded organisation, under the limits the provider set for it.
  await expect(globex).toContainText('13 of 250');
  await expect(globex).not.toContainText('of 6,000');
  await globex.getByRole('link', { name: 'globex' }).click();
  await expect(page).toHaveURL(/edit=globex/);
  const form = page.getByRole('form', { name: 'Licence limits of globex' });
  await form.getByLabel('Photos').fill('6000');
  const request = page.waitForRequest(
    (candidate) => candidate.method() === 'PUT' && candidate.url().endsWith('/internal/v1/clients/globex/licenses'),
  );
  await form.getByRole('button', { name: 'Save limits' }).click();
  expect((await request).postDataJSON()).toMatchObject({ client: 'globex', photos: 6000, rcs: 100000 });
  await expect(form).toHaveCount(0);
  await expect(page).not.toHaveURL(/edit=/);
  await page.reload();
  await expect(globex).toContainText('of 6,000');
});

test('carriers are searchable by country, carrier and code, kept in the URL', async ({ page }) => {
  await page.goto('/internal/carriers');
  await expect(page.getByRole('row').filter({ hasText: 'giffgaff' })).toBeVisible();
  await page
    .getByRole('searchbox', { name: 'Search country, carrier or MCC-MNC' })
    .or(page.getByLabel('Search country, carrier or MCC-MNC'))
    .first()
    .fill('724-10');
  await expect(page).toHaveURL(/search=724-10/);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').nth(1)).toContainText('Vivo');
  await page.getByLabel('Status').selectOption('inactive');
  await expect(page.getByText('No carriers')).toBeVisible();
});

test('statistics show integrity checks and migration runs, for a chosen client', async ({ page }) => {
  await page.goto('/internal/statistics');
  await expect(page.getByRole('heading', { level: 2, name: 'Integrity checks' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Payloads checked per day, by client/ })).toBeVisible();
  const checked = page.locator('svg.recharts-surface[aria-label^="Payloads checked per day, by client"]');
  await checked.locator('.recharts-bar-rectangle path').first().hover();
  await expect(page.locator('.recharts-tooltip-wrapper').first()).toContainText('2026');
  await expect(
    page.getByRole('table', { name: 'Integrity checks' }).getByRole('row').filter({ hasText: '2026-10-31' }).first(),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Legacy migration runs' }).getByRole('row').filter({ hasText: 'banco-aurora' }),
  ).toContainText('Partly failed');
  const request = page.waitForRequest(
    (candidate) => candidate.url().includes('/internal/v1/statistics?') && candidate.url().includes('client=acme'),
  );
  await page.getByLabel('Client', { exact: true }).selectOption('acme');
  await request;
  await expect(page).toHaveURL(/client=acme/);
});
