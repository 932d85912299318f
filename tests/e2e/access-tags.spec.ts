import { expect as baseExpect, test } from '@playwright/test';
import { signInAs } from './support/session';

// Editors with many fields on a machine shared with other runs: more time than the defaults.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 25_000 });

test.beforeEach(async ({ context }) => {
  await signInAs(context);
});

test('lists the tag definitions: values or any value, required, default', async ({ page }) => {
  await page.goto('/dashboard/access/tags');
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  const region = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'region', exact: true }) });
  await expect(region).toContainText('uk, br, us, ae, il');
  await expect(region).toContainText('Yes');
  const supervisor = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'supervisor', exact: true }) });
  await expect(supervisor).toContainText('Any value');
  await expect(supervisor).toContainText('No');
});

test('a definition opens from its link (a shareable URL) and Back closes it', async ({ page }) => {
  await page.goto('/dashboard/access/tags');
  await page.getByRole('link', { name: 'language', exact: true }).click();
  await expect(page).toHaveURL(/\?tag=language$/);
  const dialog = page.getByRole('dialog', { name: 'Edit tag language' });
  await expect(dialog.getByRole('textbox', { name: 'Value 2' })).toHaveValue('pt-BR');
  await expect(dialog.getByRole('combobox', { name: 'Default value' })).toHaveValue('en-GB');
  await page.goBack();
  await expect(dialog).toHaveCount(0);
});

test('a change existing groups fail is refused with the reason, then saved with force update', async ({ page }) => {
  const puts: string[] = [];
  await page.route('**/api/v1/acme/tags/desk**', (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    const url = route.request().url();
    puts.push(url);
    // The first save meets groups that fail the new definition (the mock's 409 example).
    const headers = url.includes('force_update=true') ? route.request().headers() : { ...route.request().headers(), prefer: 'code=409' };
    return route.continue({ headers });
  });
  await page.goto('/dashboard/access/tags?tag=desk');
  const dialog = page.getByRole('dialog', { name: 'Edit tag desk' });
  await dialog.getByRole('button', { name: 'Add value' }).click();
  await dialog.getByRole('textbox', { name: 'Value 6' }).fill('credit');
  await dialog.getByText('Required', { exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Default value' }).selectOption('credit');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();

  const refusal = dialog.getByRole('alert').filter({ hasText: 'Existing groups do not meet this definition' });
  await expect(refusal).toContainText('Groups failing the tag definition: London Trading, Compliance');
  expect(puts).toHaveLength(1);
  expect(puts[0]).not.toContain('force_update');

  const forced = page.waitForRequest((request) => request.method() === 'PUT' && request.url().includes('force_update=true'));
  await refusal.getByRole('button', { name: 'Save with force update' }).click();
  const request = await forced;
  expect(request.postDataJSON()).toEqual({ tag_values: ['equities', 'fx', 'rates', 'commodities', 'sales', 'credit'], is_required: true, default_value: 'credit' });
  // The notification comes just before the dialog closes, and goes after a few seconds.
  await expect(page.getByText('Tag desk saved')).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('a new key is checked with the name rule before anything is sent', async ({ page }) => {
  await page.goto('/dashboard/access/tags');
  await page.getByRole('button', { name: 'New tag' }).click();
  const dialog = page.getByRole('dialog', { name: 'New tag' });
  await dialog.getByRole('textbox', { name: 'Key' }).fill('region');
  await dialog.getByRole('button', { name: 'Create tag' }).click();
  await expect(dialog.getByText('Another tag definition has this key.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Key' }).fill('desk ');
  await expect(dialog.getByText('No special characters apart from -_.!() and spaces, no leading or trailing space')).toBeVisible();
  const sent = page.waitForRequest((request) => request.method() === 'PUT');
  await dialog.getByRole('textbox', { name: 'Key' }).fill('trading floor');
  await dialog.getByRole('button', { name: 'Create tag' }).click();
  expect((await sent).url()).toMatch(/\/tags\/trading(%20| )floor$/);
});

test('delete asks first, naming the tag', async ({ page }) => {
  await page.goto('/dashboard/access/tags');
  await page.getByRole('button', { name: 'Delete tag office' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete tag office?' });
  await expect(confirm).toContainText('The tag is also removed from every group that carries it.');
  const deleted = page.waitForRequest((request) => request.method() === 'DELETE');
  const reloaded = page.waitForRequest((request) => request.method() === 'GET' && /\/api\/v1\/acme\/tags(\?|$)/.test(request.url()));
  await confirm.getByRole('button', { name: 'Delete' }).click();
  expect((await deleted).url()).toMatch(/\/api\/v1\/acme\/tags\/office$/);
  // The list is fetched again after the delete, and the confirmation closes.
  await reloaded;
  await expect(confirm).toHaveCount(0);
});
