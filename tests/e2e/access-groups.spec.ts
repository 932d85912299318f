import { expect as baseExpect, test } from '@playwright/test';
import { signInAs } from './support/session';

// Editors with many fields on a machine shared with other runs: more time than the defaults.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 25_000 });

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
  const filtered = page.waitForRequest((request) => request.url().includes('/api/v1/acme/groups?') && request.url().includes('tag_value=high'));
  await page.getByRole('combobox', { name: 'Value' }).selectOption('high');
  const url = new URL((await filtered).url());
  expect(url.searchParams.get('tag_key')).toBe('risk_level');
  await expect(page).toHaveURL(/tag_key=risk_level&tag_value=high/);
  await page.getByRole('button', { name: /Clear all/ }).click();
  await expect(page).not.toHaveURL(/tag_key/);
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
});

test('a new group starts with the required tags at their defaults', async ({ page }) => {
  await page.goto('/dashboard/access/groups');
  await page.getByRole('button', { name: 'New group' }).click();
  const drawer = page.getByRole('dialog', { name: 'New group' });
  await expect(drawer.getByRole('combobox', { name: 'region' })).toHaveValue('uk');
  await expect(drawer.getByRole('combobox', { name: 'risk_level' })).toHaveValue('standard');
  await expect(drawer.getByRole('combobox', { name: 'business_unit' })).toHaveValue('wholesale');
  await expect(drawer.getByRole('combobox', { name: 'retention_class' })).toHaveValue('7y');
  await expect(drawer.getByRole('button', { name: 'Remove tag region' })).toBeDisabled();
  await drawer.getByRole('textbox', { name: 'Group reference' }).fill('Paris Desk');
  const created = page.waitForRequest((request) => request.method() === 'PUT');
  await drawer.getByRole('button', { name: 'Create group' }).click();
  expect((await created).url()).toMatch(/\/groups\/Paris(%20| )Desk$/);
});

test('delete asks first, naming the group', async ({ page }) => {
  await page.goto('/dashboard/access/groups');
  await page.getByRole('button', { name: 'Delete group Legacy Import' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete group Legacy Import?' });
  const deleted = page.waitForRequest((request) => request.method() === 'DELETE');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  expect((await deleted).url()).toMatch(/\/groups\/Legacy(%20| )Import$/);
  await expect(page.getByText('Group Legacy Import deleted')).toBeVisible();
});
