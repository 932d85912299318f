import { expect, openPage, signInBeforeEach, test } from './support/signed-in-page';

signInBeforeEach();

test('the devices list shows the seeded devices, keeps filters in the URL and opens a device', async ({ page }) => {
  await openPage(page, '/dashboard/devices', 'Devices');
  const table = page.getByRole('table', { name: 'Devices' });
  await expect(table.getByRole('link', { name: 'ldn-trd-001' })).toBeVisible();
  // The search narrows the list on the server; device text with markup is shown as text.
  await page
    .getByRole('searchbox', { name: /Search reference/ })
    .or(page.getByPlaceholder('Search reference, user, number or IMEI'))
    .first()
    .fill('nyc-ops');
  await expect(page).toHaveURL(/search=nyc-ops/);
  await expect(table.getByText('nyc-ops-<b>002')).toBeVisible();
  await expect(table.getByRole('link', { name: 'ldn-trd-001' })).toHaveCount(0);
  await page.goBack();
  await expect(table.getByRole('link', { name: 'ldn-trd-001' })).toBeVisible();

  const listRequest = page.waitForRequest((request) => request.url().includes('/devices?') && request.url().includes('status=deactivated'));
  await page.getByLabel('Status').selectOption('deactivated');
  await listRequest;
  await expect(page).toHaveURL(/status=deactivated/);
  await page.goBack();
  await expect(page).not.toHaveURL(/status=/);
  await expect(table).not.toHaveAttribute('aria-busy', 'true');

  await table.getByRole('link', { name: 'ldn-trd-001' }).click();
  await expect(page).toHaveURL(/\/dashboard\/devices\/ldn-trd-001$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ldn-trd-001' })).toBeVisible();
  await expect(page.getByText('+447700900118')).toBeVisible();
  await expect(page.getByText('356901572497724')).toBeVisible();
});

test('the device page shows telemetry, history, payloads and logs with links to the payload pages', async ({ page }) => {
  await openPage(page, '/dashboard/devices/ldn-trd-001');
  await page.getByRole('tab', { name: 'Telemetry' }).click();
  await expect(page.getByRole('heading', { name: 'Current status' })).toBeVisible();
  await expect(page.getByText('61 GB of 128 GB (48%)')).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('table', { name: 'Device history' }).getByRole('link', { name: 'marcus.bell' })).toBeVisible();
  await page.getByRole('tab', { name: 'Payloads' }).click();
  const payloads = page.getByRole('table', { name: 'Payloads of ldn-trd-001' });
  await expect(payloads.getByRole('link', { name: '01M5EM406DQ5CX334834P08G24' })).toHaveAttribute(
    'href',
    '/dashboard/services/calls/01M5EM406DQ5CX334834P08G24',
  );
  await page.getByRole('tab', { name: 'Logs' }).click();
  const logs = page.getByRole('table', { name: 'Log lines of ldn-trd-001' });
  await expect(logs.getByText('Recording blocked: VOIP call cannot be recorded')).toBeVisible();
  await expect(logs.getByRole('link', { name: '01M4ZFF8JGV434D7KSYMBH02S3' })).toHaveAttribute(
    'href',
    /\/dashboard\/services\/\w+\/01M4ZFF8JGV434D7KSYMBH02S3$/,
  );
});

test('a command is sent with its parameters and the list is fetched again', async ({ page }) => {
  await openPage(page, '/dashboard/devices/ldn-trd-001?tab=commands');
  await expect(
    page.getByRole('table', { name: 'Commands sent to ldn-trd-001' }).getByText('from: 2026-10-19; to: 2026-10-26'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Send command' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a command to ldn-trd-001' });
  await dialog.getByRole('combobox', { name: 'Command' }).selectOption('sms_auto_response');
  await dialog.getByLabel('Reply message').fill('Driving, I will call back.');
  const post = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/devices/ldn-trd-001/commands'));
  const refetch = page.waitForRequest((request) => request.method() === 'GET' && request.url().includes('/devices/ldn-trd-001/commands'));
  await dialog.getByRole('button', { name: 'Send command' }).click();
  expect((await post).postDataJSON()).toEqual({
    command: 'sms_auto_response',
    params: { enabled: true, message: 'Driving, I will call back.' },
  });
  await refetch;
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Command sent')).toBeVisible();
});

test('deactivating asks first, naming the device, then sends DELETE', async ({ page }) => {
  await openPage(page, '/dashboard/devices/ldn-trd-001');
  await page.getByRole('button', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Deactivate device ldn-trd-001?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  const request = page.waitForRequest((candidate) => candidate.method() === 'DELETE' && candidate.url().endsWith('/devices/ldn-trd-001'));
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await request;
  await expect(page.getByText('Device deactivated')).toBeVisible();
});

test('the GPS page draws the track and every point without tiles, with a table and a date range', async ({ page }) => {
  await openPage(page, '/dashboard/devices/ldn-trd-001/gps', 'GPS track of ldn-trd-001');
  const map = page.getByRole('region', { name: 'Map of the GPS track of ldn-trd-001' });
  await expect(map).toBeVisible();
  // 62 point markers and the track line.
  await expect(map.locator('.leaflet-overlay-pane path')).toHaveCount(63);
  await expect(page.getByText('62 points.')).toBeVisible();
  const table = page.getByRole('table', { name: 'GPS points of ldn-trd-001' });
  await expect(table.getByRole('row').nth(1)).toContainText('30 Oct 2026, 18:08:17 GMT');
  await expect(table.getByRole('row').nth(1)).toContainText('4.4 m');
  await table.getByRole('button', { name: /Show the point of 30 Oct 2026, 18:08:17 GMT on the map/ }).click();
  await expect(page.locator('.leaflet-tooltip')).toContainText('± 4.4 m · gps');

  const ranged = page.waitForRequest(
    (request) => request.url().includes('/devices/ldn-trd-001/gps?') && request.url().includes('from=2026-10-30'),
  );
  await page.getByLabel('From').fill('2026-10-30');
  await ranged;
  await expect(page).toHaveURL(/from=2026-10-30/);
});
