import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';

test.beforeEach(async ({ context }) => {
  await signInAs(context);
});

const decision = (page: Page) => page.getByTestId('try-it-decision');

test('lists roles with system roles marked, each linking to its editor', async ({ page }) => {
  await page.goto('/dashboard/access/roles');
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
  const administrator = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Administrator', exact: true }) });
  await expect(administrator).toContainText('System');
  const reviewer = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Compliance Reviewer', exact: true }) });
  await expect(reviewer).toContainText('Client');
  // The description has markup in it: shown as text, never run.
  await expect(reviewer).toContainText('<script>alert(1)</script>');
  await expect(page.getByRole('link', { name: 'New role' })).toHaveAttribute('href', '/dashboard/access/roles/create');
  await page.getByRole('link', { name: 'Compliance Reviewer', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/access\/roles\/Compliance%20Reviewer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compliance Reviewer' })).toBeVisible();
});

test('a system role opens read only', async ({ page }) => {
  await page.goto('/dashboard/access/roles/Administrator');
  await expect(page.getByText('System role: read only')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(page.getByText('System roles cannot be changed.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Actions matching' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete role' })).toHaveCount(0);
});

test('try it: conditions on tags, and deny wins over allow', async ({ page }) => {
  await page.goto('/dashboard/access/roles/Compliance%20Reviewer');
  const panel = page.getByRole('complementary', { name: 'Try it' });
  const action = panel.getByRole('combobox', { name: 'Action' });
  await action.fill('getPayload');
  await panel.getByRole('combobox', { name: 'Group' }).selectOption('London Trading');
  await expect(decision(page)).toContainText('Allowed');
  await expect(decision(page)).toContainText('Permission 2 allows getPayload on London Trading.');

  // Compliance has risk_level low: the condition on risk_level=high does not hold.
  await panel.getByRole('combobox', { name: 'Group' }).selectOption('Compliance');
  await expect(decision(page)).toContainText('No permission of this role covers getPayload on Compliance');

  await action.fill('restorePayload');
  await expect(decision(page)).toContainText('Denied');
  await expect(decision(page)).toContainText('Permission 3 denies restorePayload on Compliance.');

  // An unsaved edit is tried at once: allow everything, the deny still wins.
  await page.getByRole('button', { name: 'Add permission' }).click();
  await page.getByRole('textbox', { name: 'Actions matching' }).last().fill('*');
  await expect(decision(page)).toContainText('Deny wins over allow, so what permission 4 allows does not count.');
});

test('creates a role with a permission, a condition and CIDR ranges', async ({ page }) => {
  await page.goto('/dashboard/access/roles/create');
  await expect(page.getByRole('heading', { level: 1, name: 'New role' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Role reference' }).fill('Desk Supervisor');
  await page.getByRole('textbox', { name: 'Actions matching' }).fill('list*');
  await page.getByRole('button', { name: 'Add condition' }).click();
  await page.getByRole('button', { name: 'Create role' }).click();
  await expect(page.getByText('A condition needs at least one property')).toBeVisible();
  await page.getByRole('textbox', { name: 'Tag key matches' }).fill('desk');
  await page.getByRole('textbox', { name: 'Tag value matches' }).fill('fx');
  await page.getByRole('button', { name: 'Add CIDR range' }).click();
  await page.getByRole('textbox', { name: 'CIDR range 1' }).fill('10.1.2.3');
  await page.getByRole('button', { name: 'Create role' }).click();
  await expect(page.getByText('Must be a valid CIDR range')).toBeVisible();
  await page.getByRole('textbox', { name: 'CIDR range 1' }).fill('10.1.0.0/16');
  await page.getByText('View security alerts').click();

  const saved = page.waitForRequest((request) => request.method() === 'PUT');
  await page.getByRole('button', { name: 'Create role' }).click();
  const request = await saved;
  expect(request.url()).toMatch(/\/api\/v1\/acme\/roles\/Desk(%20| )Supervisor$/);
  expect(request.postDataJSON()).toEqual({
    permissions: [
      { actions_matching: 'list*', is_denied: false, is_regex: false, conditions: [{ keys_matching: 'desk', values_matching: 'fx' }] },
    ],
    cidr_ranges: ['10.1.0.0/16'],
    alert_permissions: { ops_read: false, ops_write: false, sec_read: true, sec_write: false },
    is_alertable: false,
  });
  await expect(page.getByText('Role Desk Supervisor created')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/access\/roles\/Desk%20Supervisor$/);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Desk Supervisor' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Actions matching' })).toHaveValue('list*');
  await expect(page.getByRole('textbox', { name: 'Tag value matches' })).toHaveValue('fx');
  await expect(page.getByRole('textbox', { name: 'CIDR range 1' })).toHaveValue('10.1.0.0/16');
  await page.goto('/dashboard/access/roles');
  await expect(page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Desk Supervisor', exact: true }) })).toContainText(
    'Client',
  );
});

test('an edited role keeps its change after a reload, in the editor and the list', async ({ page }) => {
  await page.goto('/dashboard/access/roles/Ops%20Engineer');
  await expect(page.getByRole('heading', { level: 1, name: 'Ops Engineer' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Description' }).fill('Runs the device fleet.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Role Ops Engineer saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('Runs the device fleet.');
  await page.goto('/dashboard/access/roles');
  await expect(page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Ops Engineer', exact: true }) })).toContainText(
    'Runs the device fleet.',
  );
});

test("a new role cannot take a system role's reference: refused before anything is sent, and the system role is unchanged", async ({
  page,
}) => {
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT') puts.push(request.url());
  });
  await page.goto('/dashboard/access/roles/create');
  await page.getByRole('textbox', { name: 'Role reference' }).fill('Read Only');
  await page.getByRole('textbox', { name: 'Actions matching' }).fill('*');
  await page.getByRole('button', { name: 'Create role' }).click();
  await expect(page.getByText('Another role has this reference.')).toBeVisible();
  expect(puts).toEqual([]);
  await page.goto('/dashboard/access/roles/Read%20Only');
  await expect(page.getByText('System role: read only')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Actions matching' }).first()).toHaveValue('^(get|list)[A-Z].*$');
});

test('delete asks first, naming the role, and goes back to the list', async ({ page }) => {
  await page.goto('/dashboard/access/roles/Ops%20Engineer');
  await page.getByRole('button', { name: 'Delete role' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete role Ops Engineer?' });
  const deleted = page.waitForRequest((request) => request.method() === 'DELETE');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  expect((await deleted).url()).toMatch(/\/roles\/Ops(%20| )Engineer$/);
  await expect(page).toHaveURL(/\/dashboard\/access\/roles$/);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Administrator', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ops Engineer', exact: true })).toHaveCount(0);
});

test('a role a client app holds is not deleted, and the reason is shown', async ({ page }) => {
  await page.goto('/dashboard/access/roles/Device%20Manager');
  await page.getByRole('button', { name: 'Delete role' }).click();
  await page.getByRole('alertdialog', { name: 'Delete role Device Manager?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Role Device Manager is held by the client app device-provisioning').first()).toBeVisible();
  await page.goto('/dashboard/access/roles');
  await expect(page.getByRole('link', { name: 'Device Manager', exact: true })).toBeVisible();
});

test('account defaults: default group, role and CIDR ranges are saved', async ({ page }) => {
  await page.goto('/dashboard/access/roles');
  const defaults = page.getByRole('form', { name: 'Account defaults' });
  await expect(defaults.getByRole('combobox', { name: 'Default group' })).toHaveValue('Compliance');
  await defaults.getByRole('combobox', { name: 'Default role' }).selectOption('Compliance Reviewer');
  await defaults.getByRole('button', { name: 'Remove 192.168.0.0/16' }).click();
  const saved = page.waitForRequest((request) => request.method() === 'PUT');
  await defaults.getByRole('button', { name: 'Save' }).click();
  expect((await saved).postDataJSON()).toEqual({ user_group: 'Compliance', role: 'Compliance Reviewer', cidr_ranges: ['10.0.0.0/8'] });
  await expect(page.getByText('Account defaults saved')).toBeVisible();
  await page.reload();
  await expect(defaults.getByRole('combobox', { name: 'Default role' })).toHaveValue('Compliance Reviewer');
  await expect(defaults.getByRole('button', { name: 'Remove 10.0.0.0/8' })).toBeVisible();
  await expect(defaults.getByRole('button', { name: 'Remove 192.168.0.0/16' })).toHaveCount(0);
});
