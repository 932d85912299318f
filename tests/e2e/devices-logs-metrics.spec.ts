import { expect, openPage, signInBeforeEach, test } from './support/signed-in-page';

signInBeforeEach();

test('device logs list level, class, time in the device zone, device, payload link and message, with filters in the URL', async ({
  page,
}) => {
  await openPage(page, '/dashboard/devices/logs', 'Device logs');
  const table = page.getByRole('table', { name: 'Device logs' });
  const row = table.getByRole('row').filter({ hasText: 'Token refresh failed: 401 Unauthorized' }).filter({ hasText: '22:21:53' });
  await expect(row).toContainText('ERROR');
  await expect(row).toContainText('AuthManager');
  await expect(row).toContainText('31 Oct 2026, 22:21:53 GMT');
  await expect(row.getByRole('link', { name: 'LEGACY-00731' })).toHaveAttribute('href', '/dashboard/devices/LEGACY-00731');
  const withPayload = table.getByRole('row').filter({ hasText: 'Upload of payload 01M5KZT49BHBDZVG5GQ4M7R87K retried' });
  await expect(withPayload.getByRole('link', { name: '01M5KZT49BHBDZVG5GQ4M7R87K' })).toHaveAttribute(
    'href',
    /\/dashboard\/services\/\w+\/01M5KZT49BHBDZVG5GQ4M7R87K$/,
  );

  const filtered = page.waitForRequest(
    (request) => request.url().includes('/device_logs?') && request.url().includes('log_class=UploadWorker'),
  );
  await page.getByLabel('Class').fill('UploadWorker');
  await filtered;
  await expect(page).toHaveURL(/log_class=UploadWorker/);
});

test('metrics chart payloads per scope, commands across devices and telemetry', async ({ page }) => {
  await openPage(page, '/dashboard/devices/metrics', 'Metrics');
  // The sandbox counts the seeded payloads (22 May to 31 Oct 2026); Daily goes back a month without a period.
  await expect(page.getByRole('img', { name: /^Daily payloads by type: 31 columns, 10 series/ })).toBeVisible();
  // The drawing loads with the first chart; its columns answer the pointer and the arrow keys with a tooltip.
  const dailyChart = page.locator('.recharts-wrapper').filter({ has: page.locator('svg[aria-label^="Daily payloads by type"]') });
  const daily = dailyChart.locator('svg.recharts-surface');
  await expect(daily.locator('.recharts-bar-rectangle path').first()).toBeVisible();
  const firstDay = (await page.getByRole('table', { name: 'Daily payloads by type' }).getByRole('rowheader').first().textContent()) ?? '';
  const tooltip = dailyChart.locator('.recharts-tooltip-wrapper');
  await daily.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText(firstDay);
  await daily.locator('.recharts-bar-rectangle path').last().hover();
  await expect(tooltip).not.toContainText(firstDay);
  await page.getByText('Monthly', { exact: true }).click();
  await expect(page.getByRole('img', { name: /^Monthly payloads by type: 7 columns/ })).toBeVisible();
  await expect(page).toHaveURL(/scope=Monthly/);
  await page.getByRole('button', { name: 'Show data' }).first().click();
  await expect(page.getByRole('table', { name: 'Monthly payloads by type' })).toBeVisible();

  await page.getByRole('tab', { name: 'Device commands' }).click();
  await expect(page.getByRole('img', { name: /^Commands by state/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Device commands' }).getByRole('link', { name: 'ldn-fx-001' })).toBeVisible();

  await page.getByRole('tab', { name: 'Telemetry' }).click();
  await expect(page.getByRole('img', { name: /^Devices per battery level/ })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Latest telemetry per device' }).getByRole('link', { name: 'nyc-ops-<b>002' }),
  ).toBeVisible();
});
