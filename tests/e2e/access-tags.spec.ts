import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';

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

test('a change existing groups fail is refused with the groups named, then saved with force update, which fills those groups', async ({
  page,
}) => {
  await page.goto('/dashboard/access/tags?tag=desk');
  const dialog = page.getByRole('dialog', { name: 'Edit tag desk' });
  await dialog.getByRole('button', { name: 'Add value' }).click();
  await dialog.getByRole('textbox', { name: 'Value 6' }).fill('credit');
  await dialog.getByText('Required', { exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Default value' }).selectOption('credit');
  const refused = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/tags/desk'));
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await refused).status()).toBe(409);

  const refusal = dialog.getByRole('alert').filter({ hasText: 'Existing groups do not meet this definition' });
  await expect(refusal).toContainText(
    'Groups failing the tag definition: Compliance, Field Engineers, Legacy Import, Middle East Desk, Ops & <Risk> Desk!',
  );
  const forced = page.waitForRequest((request) => request.method() === 'PUT' && request.url().includes('force_update=true'));
  await refusal.getByRole('button', { name: 'Save with force update' }).click();
  expect((await forced).postDataJSON()).toEqual({
    tag_values: ['equities', 'fx', 'rates', 'commodities', 'sales', 'credit'],
    is_required: true,
    default_value: 'credit',
  });
  await expect(page.getByText('Tag desk saved')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.reload();
  const desk = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'desk', exact: true }) });
  await expect(desk).toContainText('equities, fx, rates, commodities, sales, credit');
  await expect(desk).toContainText('Yes');
  await expect(desk).toContainText('credit');
  // The groups that failed now carry the default; the others keep their own value.
  await page.goto('/dashboard/access/groups?tag_key=desk&tag_value=credit');
  for (const group of ['Compliance', 'Field Engineers', 'Legacy Import', 'Middle East Desk', 'Ops & <Risk> Desk!']) {
    await expect(page.getByRole('link', { name: group, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'London Trading', exact: true })).toHaveCount(0);
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

test('delete asks first, naming the tag; the tag leaves the list, the groups and the choices that offered it', async ({ page }) => {
  await page.goto('/dashboard/access/tags');
  await page.getByRole('button', { name: 'Delete tag office' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete tag office?' });
  await expect(confirm).toContainText('The tag is also removed from every group that carries it.');
  const deleted = page.waitForRequest((request) => request.method() === 'DELETE');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  expect((await deleted).url()).toMatch(/\/api\/v1\/acme\/tags\/office$/);
  await expect(page.getByText('Tag office deleted')).toBeVisible();
  await expect(page.getByRole('link', { name: 'office', exact: true })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('link', { name: 'region', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'office', exact: true })).toHaveCount(0);
  await page.goto('/dashboard/access/groups');
  const london = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'London Trading', exact: true }) });
  await expect(london).toContainText('region: uk');
  await expect(london).not.toContainText('office');
  const tagFilter = page.getByRole('combobox', { name: 'Tag' });
  await expect(tagFilter.locator('option', { hasText: 'desk' })).toHaveCount(1);
  await expect(tagFilter.locator('option', { hasText: 'office' })).toHaveCount(0);
});

test('a new tag is created, edited and deleted, each change still there after a reload', async ({ page }) => {
  await page.goto('/dashboard/access/tags');
  await page.getByRole('button', { name: 'New tag' }).click();
  const dialog = page.getByRole('dialog', { name: 'New tag' });
  await dialog.getByRole('textbox', { name: 'Key' }).fill('trading floor');
  await dialog.getByRole('button', { name: 'Add value' }).click();
  await dialog.getByRole('textbox', { name: 'Value 1' }).fill('north');
  await dialog.getByRole('button', { name: 'Add value' }).click();
  await dialog.getByRole('textbox', { name: 'Value 2' }).fill('south');
  await dialog.getByRole('button', { name: 'Create tag' }).click();
  await expect(page.getByText('Tag trading floor created')).toBeVisible();

  await page.reload();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'trading floor', exact: true }) });
  await expect(row).toContainText('north, south');
  await expect(row).toContainText('No');
  await row.getByRole('link', { name: 'trading floor', exact: true }).click();
  const editor = page.getByRole('dialog', { name: 'Edit tag trading floor' });
  await expect(editor.getByRole('textbox', { name: 'Value 2' })).toHaveValue('south');
  await editor.getByRole('combobox', { name: 'Default value' }).selectOption('north');
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Tag trading floor saved')).toBeVisible();

  await page.reload();
  const edited = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'trading floor', exact: true }) });
  // Key, values, required, default.
  await expect(edited.getByRole('cell')).toHaveText(['trading floor', 'north, south', 'No', 'north', /Edit/]);
  await page.getByRole('button', { name: 'Delete tag trading floor' }).click();
  await page.getByRole('alertdialog', { name: 'Delete tag trading floor?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Tag trading floor deleted')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'region', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'trading floor', exact: true })).toHaveCount(0);
});
