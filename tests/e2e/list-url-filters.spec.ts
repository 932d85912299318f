import { expect, openPage, signInBeforeEach, test } from './support/signed-in-page';

signInBeforeEach();

test('a device log filter the contract refuses is named and not sent, the others still apply, and Clear all removes it', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/device_logs?')) sent.push(request.url());
  });
  await openPage(page, '/dashboard/devices/logs?device=bad%2Fref&log_class=UploadWorker', 'Device logs');
  const notice = page.getByRole('status').filter({ hasText: 'These filters are not applied until they are valid:' });
  await expect(notice.getByRole('listitem')).toHaveText([/^Device: /]);
  await expect(page.getByRole('table', { name: 'Device logs' }).getByRole('row').filter({ hasText: 'UploadWorker' }).first()).toBeVisible();
  expect(sent.length).toBeGreaterThan(0);
  expect(sent.every((url) => url.includes('log_class=UploadWorker') && !url.includes('device_reference'))).toBe(true);

  await page.reload();
  await expect(notice).toBeVisible();
  await page.getByRole('button', { name: 'Clear all (2)' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/devices\/logs$/);
});

test('lists outside the account area check their URL filters too: a one-letter group on the devices list', async ({ page }) => {
  await openPage(page, '/dashboard/devices?group=x', 'Devices');
  const notice = page.getByRole('status').filter({ hasText: 'These filters are not applied until they are valid:' });
  await expect(notice.getByRole('listitem')).toHaveText([/^Group: /]);
  await expect(page.getByRole('table', { name: 'Devices' }).getByRole('link', { name: 'ldn-trd-001' })).toBeVisible();
});

test('a payload list names a device user filter too short to send, keeps listing, and applies it once valid', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/payloads?')) sent.push(decodeURIComponent(request.url()));
  });
  await openPage(page, '/dashboard/services?user=an', 'All payloads');
  const notice = page.getByRole('status').filter({ hasText: 'These filters are not applied until they are valid:' });
  await expect(notice.getByRole('listitem')).toHaveText([/^Device user reference: /]);
  const table = page.getByRole('table', { name: 'All payloads' });
  await expect(table.getByRole('row').filter({ hasText: 'laila.haddad' }).first()).toBeVisible();
  expect(sent.some((url) => url.includes('device_user_reference'))).toBe(false);

  await page.getByLabel('Device user reference').fill('ana.souza');
  await expect(notice).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: 'laila.haddad' })).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: 'ana.souza' }).first()).toBeVisible();
});
