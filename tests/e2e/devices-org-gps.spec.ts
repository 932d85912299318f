import { readFile } from 'node:fs/promises';
import { expect, openPage, signInBeforeEach, test } from './support/signed-in-page';

signInBeforeEach();

test('the organisation GPS opens from the Devices menu with each device on an offline world map, a track and a table', async ({ page }) => {
  await page.goto('/dashboard/devices');
  await page.getByRole('complementary').getByRole('navigation').getByRole('link', { name: 'GPS', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/devices\/gps$/);
  await expect(page.getByRole('heading', { level: 1, name: 'GPS' })).toBeVisible();

  const map = page.getByRole('region', { name: 'Map of the latest position of each device' });
  // The local mock has no tiles: the bundled country outlines are the base layer.
  await expect(map.locator('.leaflet-basemap-pane path').first()).toBeAttached();
  expect(await map.locator('.leaflet-basemap-pane path').count()).toBeGreaterThan(100);
  await expect(map.locator('.leaflet-tile')).toHaveCount(0);
  await expect(page.getByText('Latest positions of 3 devices.')).toBeVisible();
  // A redraw fades the old labels out over 200 ms (Leaflet's fade animation): one label per device once it settles.
  for (const device of ['sao-vnd-001', 'ldn-trd-001', 'dxb-pb-001']) {
    await expect(map.locator('.leaflet-tooltip', { hasText: device })).toHaveCount(1);
    await expect(map.locator('.leaflet-tooltip', { hasText: device })).toBeVisible();
  }
  const table = page.getByRole('table', { name: 'GPS points of the organisation' });
  await expect(table.getByRole('row').nth(1)).toContainText('sao-vnd-001');

  // Choosing a device draws its track (62 points and the line) beside the two other devices' latest positions.
  await page.getByLabel('Track of device').selectOption('ldn-trd-001');
  await expect(page).toHaveURL(/device=ldn-trd-001/);
  await expect(page.getByText('Track of ldn-trd-001: 62 points.')).toBeVisible();
  await expect(map.locator('.leaflet-overlay-pane path')).toHaveCount(65);
  const track = page.getByRole('table', { name: 'GPS points of ldn-trd-001' });
  await expect(track.getByRole('row').nth(1)).toContainText('30 Oct 2026, 18:08:17 GMT');
  await track.getByRole('button', { name: /Show the point of 30 Oct 2026, 18:08:17 GMT on the map/ }).click();
  await expect(map.locator('.leaflet-tooltip', { hasText: '± 4.4 m · gps' })).toBeVisible();

  await page.reload();
  await expect(page.getByText('Track of ldn-trd-001: 62 points.')).toBeVisible();
  await expect(page.getByLabel('Track of device')).toHaveValue('ldn-trd-001');

  // The CSV holds every point of the chosen track.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const lines = (await readFile(await download.path())).toString('utf8').trim().split(/\r?\n/);
  expect(lines).toHaveLength(63);
  expect(lines[1]).toContain('ldn-trd-001');
});

test('the device user filter narrows the map and the table on the server', async ({ page }) => {
  await openPage(page, '/dashboard/devices/gps', 'GPS');
  const filtered = page.waitForRequest(
    (request) => request.url().includes('/gps?') && request.url().includes('device_user_reference=ana.souza'),
  );
  await page.getByLabel('Device user').fill('ana.souza');
  await page.getByLabel('Device user').press('Enter');
  await filtered;
  await expect(page).toHaveURL(/user=ana.souza/);
  await expect(page.getByText('Latest position of 1 device.')).toBeVisible();
  const table = page.getByRole('table', { name: 'GPS points of the organisation' });
  await expect(table.getByText('ldn-trd-001')).toHaveCount(0);
  await expect(table.getByText('sao-vnd-001').first()).toBeVisible();
});

test.describe('in Brazilian Portuguese', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: 'pt-BR', url: baseURL ?? '' }]);
  });

  test('the page, its filters and the map speak Portuguese', async ({ page }) => {
    await openPage(page, '/dashboard/devices/gps', 'GPS');
    await expect(page.getByText('Últimas posições de 3 dispositivos.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mapa da última posição de cada dispositivo' })).toBeVisible();
    await page.getByLabel('Trajeto do dispositivo').selectOption('dxb-pb-001');
    await expect(page.getByText(/Trajeto de dxb-pb-001: \d+ pontos\./)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Pontos de GPS de dxb-pb-001' })).toBeVisible();
  });
});
