import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';
import { adminCall } from './access-api';
import { requestSupportAccess } from './support/staff-api';

test.beforeEach(async ({ context }) => {
  await signInAs(context);
});

test('client apps list the mock apps with issuer, group, roles and CIDR ranges', async ({ page }) => {
  await page.goto('/dashboard/account/apps');
  await expect(page.getByRole('heading', { level: 1, name: 'Client apps' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'archive.bot (v2)' });
  await expect(row).toContainText('https://auth.acme.example');
  await expect(row).toContainText('Compliance Reviewer, Read Only');
  await expect(page.getByRole('row').filter({ hasText: 'sao-paulo-bi' })).toContainText('Any address');
});

test("the app form shows the specification's messages and sends a valid app", async ({ page }) => {
  await page.goto('/dashboard/account/apps');
  await page.getByRole('button', { name: 'New client app' }).click();
  const form = page.getByRole('form', { name: 'Client app' });
  await form.getByLabel('Reference').fill(' bad');
  await form.getByLabel('Issuer').fill('http://login.example');
  await form.getByLabel('JWKS URI').fill('https://login.example/keys');
  await form.getByLabel('CIDR ranges').fill('10.0.0.0/8\n10.1/x');
  await form.getByRole('button', { name: 'Create app' }).click();
  await expect(form.getByText('No special characters apart from -_.!() and spaces, no leading or trailing space')).toBeVisible();
  await expect(form.getByText('Must start with https://')).toBeVisible();
  await expect(form.getByText('10.1/x: Must be a valid CIDR range')).toBeVisible();

  await form.getByLabel('Reference').fill('new-integration');
  await form.getByLabel('Issuer').fill('https://login.example');
  await form.getByLabel('Audience').fill('api://portal');
  await form.getByLabel('Group').selectOption('Compliance');
  await form.getByRole('checkbox', { name: 'Read Only' }).check({ force: true });
  await form.getByLabel('CIDR ranges').fill('10.0.0.0/8');
  const request = page.waitForRequest((candidate) => candidate.method() === 'POST' && candidate.url().includes('/account/apps/'));
  await form.getByRole('button', { name: 'Create app' }).click();
  const sent = await request;
  expect(decodeURIComponent(sent.url())).toMatch(/\/api\/v1\/acme\/account\/apps\/new-integration$/);
  expect(sent.postDataJSON()).toEqual({
    oidc_config: { issuer: 'https://login.example', audience: 'api://portal', jwks_uri: 'https://login.example/keys' },
    group: 'Compliance',
    roles: ['Read Only'],
    cidr_ranges: ['10.0.0.0/8'],
  });
  await expect(page.getByText('Client app new-integration created')).toBeVisible();
  await expect(form).toBeHidden();

  await page.reload();
  const row = page.getByRole('row').filter({ hasText: 'new-integration' });
  await expect(row).toContainText('https://login.example');
  await expect(row).toContainText('api://portal');
  await expect(row).toContainText('Read Only');
  await expect(row).toContainText('10.0.0.0/8');
});

test('an edited app keeps its new roles and ranges after a reload', async ({ page }) => {
  await page.goto('/dashboard/account/apps');
  await page.getByRole('button', { name: 'Edit sao-paulo-bi' }).click();
  const form = page.getByRole('form', { name: 'Client app' });
  await expect(form.getByLabel('Audience')).toHaveValue('sao-paulo-bi.apps.acme.example');
  const readOnly = form.getByRole('checkbox', { name: 'Read Only' });
  await readOnly.scrollIntoViewIfNeeded();
  await form
    .locator('label')
    .filter({ hasText: /^Read Only$/ })
    .click();
  await expect(readOnly).toBeChecked();
  await form.getByLabel('CIDR ranges').fill('10.55.0.0/16');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Client app sao-paulo-bi saved')).toBeVisible();
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: 'sao-paulo-bi' });
  await expect(row).toContainText('Read Only');
  await expect(row).toContainText('10.55.0.0/16');
  await expect(row).not.toContainText('Any address');
});

test('deleting an app asks first, naming it, then sends DELETE', async ({ page }) => {
  await page.goto('/dashboard/account/apps');
  await page.getByRole('button', { name: 'Delete crm-integration' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Delete client app crm-integration?')).toBeVisible();
  const request = page.waitForRequest((candidate) => candidate.method() === 'DELETE');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  expect((await request).url()).toMatch(/\/api\/v1\/acme\/account\/apps\/crm-integration$/);
  await expect(page.getByText('Client app crm-integration deleted')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'archive.bot (v2)' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'crm-integration' })).toHaveCount(0);
});

test('a load the role refuses offers Retry, which succeeds once the role allows it', async ({ page, context, world }) => {
  // Provider staff in support mode act with the request's role: Device Manager may not list client apps.
  const reference = await requestSupportAccess(world, 'acme', 'ops.lead@provider.example', {
    role: 'Device Manager',
    request_description: 'Check the client apps (ticket INC-20530).',
    requested_expiry: '2099-12-31T09:00:00Z',
  });
  await adminCall(world, 'PUT', `/supportaccess/${reference}`, { action: 'approve', approval_expiry: '2099-12-31T09:00:00Z' });
  await signInAs(context, 'acme', { supportReference: reference });
  await page.goto('/dashboard/account/apps');
  await expect(page.getByText('An error occurred').first()).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();

  const role = (await adminCall(world, 'GET', '/roles/Device%20Manager')) as {
    role_reference: string;
    is_system: boolean;
    permissions: unknown[];
  };
  const { role_reference: _reference, is_system: _system, ...body } = role;
  await adminCall(world, 'PUT', '/roles/Device%20Manager', {
    ...body,
    permissions: [...role.permissions, { actions_matching: 'listClientApps' }],
  });
  await retry.click();
  await expect(page.getByRole('row').filter({ hasText: 'crm-integration' })).toBeVisible();
});
