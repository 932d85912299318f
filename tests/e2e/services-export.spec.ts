import { readFile } from 'node:fs/promises';
import { expect, test } from './services-fixtures';

test('exports the filtered calls as CSV with the visible columns', async ({ page }) => {
  await page.goto('/dashboard/services/calls');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^calls.*\.csv$/);
  const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const [header, ...lines] = text.trim().split(/\r?\n/);
  expect(header).toContain('Time');
  expect(header).toContain('Second parties');
  expect(header).toContain('Duration');
  expect(lines.length).toBe(22);
  expect(text).toContain('Oliver Grant (Client) (+447700900555)');
  // Only calls: no message types slipped in.
  expect(text).not.toMatch(/,(SMS|MMS|RCS|Photo),/);
});

test('downloads a diagnostics bundle under the name the device gave it', async ({ page }) => {
  await page.goto('/dashboard/services/diagnostics');
  const button = page.getByRole('button', { name: 'Download diagnostics-ldn-trd-001-2026-10-17.zip' });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe('diagnostics-ldn-trd-001-2026-10-17.zip');
  const bytes = await readFile(await download.path());
  // A zip archive starts with "PK".
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
});

test('says why a diagnostics bundle cannot be downloaded', async ({ page }) => {
  await page.goto('/dashboard/services/diagnostics');
  await page.getByRole('button', { name: 'Download diagnostics-dxb-pb-002-2026-10-07.zip' }).click();
  await expect(page.getByText('Nothing to download')).toBeVisible();
});
