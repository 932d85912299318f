import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';
import { adminCall } from './access-api';

test.beforeEach(async ({ context }) => {
  await signInAs(context);
});

test('lists groups with tags, device figures and licence use, and a total', async ({ page }) => {
  await page.goto('/dashboard/access/groups');
  await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
  const london = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'London Trading', exact: true }) });
  await expect(london).toContainText('region: uk, risk_level: high');
  await expect(london).toContainText('Calls 1');
  // Text from users is text: the reference with markup shows as typed.
  await expect(page.getByRole('link', { name: 'Ops & <Risk> Desk!', exact: true })).toBeVisible();
  await expect(page.getByText('8 rows')).toBeVisible();
});

test('the tag filter goes into the URL and the request', async ({ page }) => {
  await page.goto('/dashboard/access/groups');
  await page.getByRole('combobox', { name: 'Tag' }).selectOption('risk_level');
  const filtered = page.waitForRequest(
    (request) => request.url().includes('/api/v1/acme/groups?') && request.url().includes('tag_value=high'),
  );
  await page.getByRole('combobox', { name: 'Value' }).selectOption('high');
  const url = new URL((await filtered).url());
  expect(url.searchParams.get('tag_key')).toBe('risk_level');
  await expect(page).toHaveURL(/tag_key=risk_level&tag_value=high/);
  for (const group of ['London Trading', 'London FX Desk', 'Middle East Desk', 'Ops & <Risk> Desk!'])
    await expect(page.getByRole('link', { name: group, exact: true })).toBeVisible();
  await expect(page.getByText('4 rows')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Compliance', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: /Clear all/ }).click();
  await expect(page).not.toHaveURL(/tag_key/);
  await expect(page.getByRole('link', { name: 'Compliance', exact: true })).toBeVisible();
});

test('search finds groups by reference or tag value', async ({ page }) => {
  await page.goto('/dashboard/access/groups?search=dubai');
  await expect(page.getByRole('link', { name: 'Middle East Desk', exact: true })).toBeVisible();
  await expect(page.getByText('1 row', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'London Trading', exact: true })).toHaveCount(0);
});

test('a long list of groups pages with Load more, every group once', async ({ page, world }) => {
  for (let index = 1; index <= 105; index += 1)
    await adminCall(world, 'PUT', `/groups/Branch%20${String(index).padStart(3, '0')}`, {
      tags: [{ tag_key: 'office', tag_value: 'London' }],
    });
  await page.goto('/dashboard/access/groups');
  await expect(page.getByText(/^Showing 100 of 113 rows/)).toBeVisible();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByText('113 rows', { exact: true })).toBeVisible();
  // The rows are virtual: scroll to the end of the list to meet the last group.
  const last = page.getByRole('link', { name: 'Sao Paulo Vendas', exact: true });
  await page.getByRole('link', { name: 'Branch 001', exact: true }).hover();
  await expect(async () => {
    await page.mouse.wheel(0, 20_000);
    // A short look after each scroll: toPass scrolls again until the row is rendered.
    await expect(last).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await page.getByRole('combobox', { name: 'Tag' }).selectOption('office');
  await page.getByRole('combobox', { name: 'Value' }).selectOption('London');
  // The 105 branches and the two London desks; the list was scrolled to its end, so both pages load.
  await expect(page.getByText('107 rows', { exact: true })).toBeVisible();
});

test('a group opens with its figures and saves its tags', async ({ page }) => {
  await page.goto('/dashboard/access/groups');
  await page.getByRole('link', { name: 'London Trading', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Group London Trading' });
  await expect(drawer.getByText('Device users')).toBeVisible();
  await expect(drawer.getByRole('table', { name: 'Licence use per service' })).toContainText('Calls');
  await expect(drawer.getByRole('combobox', { name: 'region' })).toHaveValue('uk');
  await drawer.getByRole('combobox', { name: 'desk' }).selectOption('rates');
  const saved = page.waitForRequest((request) => request.method() === 'PUT');
  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  const body = (await saved).postDataJSON() as { tags: { tag_key: string; tag_value: string }[] };
  expect(body.tags).toContainEqual({ tag_key: 'desk', tag_value: 'rates' });
  expect(body.tags).toHaveLength(8);
  await expect(page.getByText('Group London Trading saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row').filter({ has: page.getByRole('link', { name: 'London Trading', exact: true }) })).toContainText(
    'desk: rates',
  );
});

test('a new group starts with the required tags at their defaults, and is there after a reload; then it is deleted', async ({ page }) => {
  await page.goto('/dashboard/access/groups');
  await page.getByRole('button', { name: 'New group' }).click();
  const drawer = page.getByRole('dialog', { name: 'New group' });
  await expect(drawer.getByRole('combobox', { name: 'region' })).toHaveValue('uk');
  await expect(drawer.getByRole('combobox', { name: 'risk_level' })).toHaveValue('standard');
  await expect(drawer.getByRole('combobox', { name: 'business_unit' })).toHaveValue('wholesale');
  await expect(drawer.getByRole('combobox', { name: 'retention_class' })).toHaveValue('7y');
  await expect(drawer.getByRole('button', { name: 'Remove tag region' })).toBeDisabled();
  await drawer.getByRole('combobox', { name: 'region' }).selectOption('br');
  await drawer.getByRole('textbox', { name: 'Group reference' }).fill('Paris Desk');
  const created = page.waitForRequest((request) => request.method() === 'PUT');
  await drawer.getByRole('button', { name: 'Create group' }).click();
  expect((await created).url()).toMatch(/\/groups\/Paris(%20| )Desk$/);

  await page.reload();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Paris Desk', exact: true }) });
  await expect(row).toContainText('business_unit: wholesale, region: br, retention_class: 7y, risk_level: standard');
  await expect(page.getByText('9 rows')).toBeVisible();
  await row.getByRole('link', { name: 'Paris Desk', exact: true }).click();
  const editor = page.getByRole('dialog', { name: 'Group Paris Desk' });
  await expect(editor.getByRole('combobox', { name: 'region' })).toHaveValue('br');
  await editor.getByRole('button', { name: 'Delete group' }).click();
  await page.getByRole('alertdialog', { name: 'Delete group Paris Desk?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Group Paris Desk deleted')).toBeVisible();
  await page.reload();
  await expect(page.getByText('8 rows')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Paris Desk', exact: true })).toHaveCount(0);
});

test('a group with active device users is not deleted, and the reason is shown', async ({ page }) => {
  await page.goto('/dashboard/access/groups');
  await page.getByRole('button', { name: 'Delete group Legacy Import' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete group Legacy Import?' });
  const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  const answer = await deleted;
  expect(answer.url()).toMatch(/\/groups\/Legacy(%20| )Import$/);
  expect(answer.status()).toBe(409);
  await expect(page.getByText('Group Legacy Import has 1 active device users and 0 active devices').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Legacy Import', exact: true })).toBeVisible();
});
