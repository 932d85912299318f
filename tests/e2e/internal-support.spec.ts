import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';
import { requestSupportAccess } from './support/staff-api';

/** Asks `client` for support access `count` times (one pending request per staff member and role), straight to the sandbox in the test's world. */
async function requestSupport(world: string, client: string, count: number): Promise<void> {
  for (let index = 1; index <= count; index += 1)
    await requestSupportAccess(world, client, `paging.${index}@provider.example`, {
      role: 'Read Only',
      request_description: `Paging check ${index}`,
      requested_expiry: '2027-01-31T09:00:00Z',
    });
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
  await expect(drawer).toContainText('Olivia Ops-Lead');
  await drawer.getByRole('button', { name: 'Start support session' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Support mode' })).toContainText('acting as acme');
});

test('an approved request another staff member made starts no session: the list, its drawer and the client panel say why', async ({
  page,
}) => {
  await page.goto('/internal/support');
  const others = page.getByRole('row').filter({ hasText: 'Bulk re-onboarding of the São Paulo team' });
  await expect(others.getByText('Only Carla Mendes can start it')).toBeVisible();
  await expect(others.getByRole('button', { name: 'Start support session' })).toHaveCount(0);
  const mine = page.getByRole('row').filter({ hasText: 'stopped uploading after the OS update' });
  await expect(mine.getByRole('button', { name: 'Start support session' })).toBeVisible();

  await others.getByRole('link', { name: 'Device Manager' }).click();
  const drawer = page.getByRole('dialog', { name: 'Support access for the Device Manager role' });
  await expect(drawer).toContainText(
    'acme approved this request for Carla Mendes, and only they can start a support session with it. Ask acme for support access of your own.',
  );
  await expect(drawer.getByRole('button', { name: 'Start support session' })).toHaveCount(0);

  await page.goto('/internal?client=acme&panel=support');
  const panel = page.getByRole('dialog');
  const carlas = panel.getByRole('row').filter({ hasText: 'Bulk re-onboarding of the São Paulo team' });
  await expect(carlas.getByText('Only carla.mendes@provider.example can start it')).toBeVisible();
  await expect(carlas.getByRole('button', { name: 'Start support session' })).toHaveCount(0);
});

test('in Brazilian Portuguese the list says who alone can start a session with another’s request', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'pt-BR', url: baseURL ?? '' }]);
  await page.goto('/internal/support');
  const others = page.getByRole('row').filter({ hasText: 'Bulk re-onboarding of the São Paulo team' });
  await expect(others.getByText('Só Carla Mendes pode iniciá-la')).toBeVisible();
  await others.getByRole('link', { name: 'Device Manager' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    'acme aprovou esta solicitação para Carla Mendes, e só essa pessoa pode iniciar uma sessão de suporte com ela. Peça a acme um acesso de suporte seu.',
  );
});

test('a support session under another staff member’s request is refused: 403 with its reason, notified as the catalogue says, and support mode ends', async ({
  page,
  context,
}) => {
  // As if a session were started by hand with a reference that is not the staff member's own.
  await signInAs(context, 'acme', { supportReference: '01M53S78F0Z6T8DY57DDY8XZHN' });
  const refused = page.waitForResponse((response) => response.url().includes('/mock/admin/api/v1/acme/profile'));
  await page.goto('/dashboard');
  const answer = await refused;
  expect(answer.status()).toBe(403);
  const message = 'Support access request 01M53S78F0Z6T8DY57DDY8XZHN was made by another staff member: only they can act with it';
  expect(await answer.json()).toEqual({ error_code: 403, message });
  const notifications = page.getByRole('region', { name: /^Notifications/ });
  await expect(notifications.getByText('An error occurred').first()).toBeVisible();
  await expect(notifications.getByText(message).first()).toBeVisible();
  // Support mode ends: the staff member is back on their own support list, not on a page that cannot load.
  await expect(page).toHaveURL(/\/internal\/support$/);
  await expect(notifications.getByText('Ending support mode').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Support mode' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("the client drawer's support panel starts a session with an approved request", async ({ page }) => {
  await page.goto('/internal?client=acme&panel=support');
  const drawer = page.getByRole('dialog');
  const approved = drawer.getByRole('row').filter({ hasText: 'stopped uploading after the OS update' });
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
