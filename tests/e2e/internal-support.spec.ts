import { readFile } from 'node:fs/promises';
import { ports } from '../../mocks/ports.mjs';
import { mintTokens } from '../../mocks/sandbox/auth/tokens';
import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';

/** Asks `client` for support access `count` times (one pending request per staff member and role), straight to the sandbox in the test's world. */
async function requestSupport(world: string, client: string, count: number): Promise<void> {
  for (let index = 1; index <= count; index += 1) {
    const token = mintTokens({ client: 'admin', user: `paging.${index}@provider.example`, name: `Paging ${index}` }).id_token;
    const response = await fetch(`http://127.0.0.1:${ports.sandbox}/internal/internal/v1/clients/${client}/supportaccess`, {
      method: 'POST',
      headers: { 'x-sandbox-world': world, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'Read Only', request_description: `Paging check ${index}`, requested_expiry: '2027-01-31T09:00:00Z' }),
    });
    expect(response.status, await response.text()).toBe(201);
  }
}

test.beforeEach(async ({ context }) => {
  await signInAs(context, 'admin');
});

test('every request of a state loads page by page, with staff names, a client filter, sort and CSV', async ({ page, world }) => {
  await requestSupport(world, 'globex', 105);
  await page.goto('/internal/support?status=pending');
  const table = page.getByRole('table', { name: 'Support access requests: Pending' });
  await expect(table.getByRole('row').filter({ hasText: 'Paging check' }).first()).toContainText('globex');
  await expect(page.getByText('100 rows', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  const all = Number((await page.getByText(/^\d+ rows$/).textContent())?.split(' ')[0]);
  expect(all).toBeGreaterThan(105);

  const filtered = page.waitForRequest(
    (request) => request.url().includes('/internal/v1/supportaccess/pending?') && request.url().includes('client=acme'),
  );
  await page.getByLabel('Client', { exact: true }).selectOption('acme');
  await filtered;
  await expect(page).toHaveURL(/client=acme/);
  await expect(table.getByRole('row').filter({ hasText: 'Paging check' })).toHaveCount(0);
  await expect(table.getByRole('link', { name: 'acme' }).first()).toBeVisible();
  await expect(page.getByText('2 rows', { exact: true })).toBeVisible();
  // Staff names come from every page of GET /staff.
  await expect(table.getByRole('row').filter({ hasText: 'Investigate failed transfers' })).toContainText('Sam Support');

  await page.getByLabel('Client', { exact: true }).selectOption('globex');
  await table.getByRole('button', { name: 'Requested by' }).click();
  await expect(page).toHaveURL(/sort=by/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const lines = (await readFile(await download.path())).toString('utf8').trim().split(/\r?\n/);
  // Every page of globex's pending requests (the 105 made above), all of globex.
  expect(lines).toHaveLength(1 + 105);
  expect(lines.slice(1).every((line) => line.startsWith('globex,Read Only,Paging check'))).toBe(true);
});

test('a request opens by its own link, read from its client, and starts a support session', async ({ page }) => {
  await page.goto('/internal/support');
  const row = page.getByRole('row').filter({ hasText: 'stopped uploading after the OS update' });
  const read = page.waitForRequest((request) => /\/internal\/v1\/clients\/acme\/supportaccess\/\w+$/.test(request.url()));
  await row.getByRole('link', { name: 'Read Only' }).click();
  await read;
  await expect(page).toHaveURL(/request=\w+&request_client=acme/);
  await page.reload();
  const drawer = page.getByRole('dialog', { name: 'Support access for the Read Only role' });
  await expect(drawer).toContainText('Check why device ldn-trd-004 stopped uploading after the OS update.');
  await expect(drawer).toContainText('Carla Mendes');
  await drawer.getByRole('button', { name: 'Start support session' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Support mode' })).toContainText('acting as acme');
});

test("the client drawer's support panel starts a session with an approved request", async ({ page }) => {
  await page.goto('/internal?client=acme&panel=support');
  const drawer = page.getByRole('dialog');
  const approved = drawer.getByRole('row').filter({ hasText: 'Device Manager' });
  await approved.getByRole('button', { name: 'Start support session' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Support mode' })).toContainText('acting as acme');
});

test('in Brazilian Portuguese the list and its filter are translated', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'pt-BR', url: baseURL ?? '' }]);
  await page.goto('/internal/support?client=acme');
  await expect(page.getByRole('table', { name: /Solicitações de acesso de suporte: / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar sessão de suporte' }).first()).toBeVisible();
});
