import { expect, openPage, signInBeforeEach, test } from './support/signed-in-page';

signInBeforeEach();

test('device users are listed and a new one is onboarded through the form', async ({ page }) => {
  await openPage(page, '/dashboard/devices/users', 'Device users');
  await expect(page.getByRole('table', { name: 'Device users' }).getByRole('link', { name: 'ana.souza' })).toBeVisible();

  await page.getByRole('button', { name: 'Onboard a device user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Onboard a device user' });
  await dialog.getByRole('button', { name: 'Onboard' }).click();
  await expect(dialog.getByLabel('Reference')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Reference').fill('new.starter');
  await dialog.getByLabel('First name').fill('New');
  await dialog.getByLabel('Surname').fill('Starter');
  await dialog.getByLabel('Email').fill('new.starter@acme.example');
  await dialog.getByLabel('Group').selectOption('Compliance');
  await dialog.getByText('Calls', { exact: true }).click();
  await dialog.getByText('SMS', { exact: true }).click();
  const post = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/users/new.starter'));
  await dialog.getByRole('button', { name: 'Onboard' }).click();
  expect((await post).postDataJSON()).toEqual({
    first_name: 'New',
    surname: 'Starter',
    email: 'new.starter@acme.example',
    group: 'Compliance',
    services: ['calls', 'sms'],
    expected_device_count: 1,
  });
  await expect(page).toHaveURL(/\/dashboard\/devices\/users\/new\.starter$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'New Starter' })).toBeVisible();
  await page.goto('/dashboard/devices/users?status=active');
  await expect(page.getByRole('table', { name: 'Device users' }).getByRole('link', { name: 'new.starter' })).toBeVisible();
});

test('a device user page shows their devices, payloads, logs and GPS, and edits with PUT', async ({ page }) => {
  await openPage(page, '/dashboard/devices/users/james.whitfield', 'James Whitfield');
  await expect(page.getByText('Never placed')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Devices of james.whitfield' }).getByRole('link', { name: 'ldn-trd-001' })).toBeVisible();
  await page.getByRole('tab', { name: 'Payloads' }).click();
  await expect(
    page.getByRole('table', { name: 'Payloads of james.whitfield' }).getByRole('link', { name: '01M5EM406DQ5CX334834P08G24' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Logs' }).click();
  await expect(
    page.getByRole('table', { name: 'Log lines of james.whitfield' }).getByText('Foreground service heartbeat (queue=3)'),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'GPS' }).click();
  await expect(
    page.getByRole('region', { name: 'Map of the GPS track of james.whitfield' }).locator('.leaflet-overlay-pane path'),
  ).toHaveCount(63);

  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit james.whitfield' });
  await expect(dialog.getByLabel('First name')).toHaveValue('James');
  await dialog.getByText('Photos', { exact: true }).click();
  const put = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/users/james.whitfield'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await put).postDataJSON()).toMatchObject({ first_name: 'James', services: ['calls', 'sms', 'mms', 'rcs', 'gps', 'photos'] });
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('definition').getByText('Calls, SMS, MMS, RCS, GPS, Photos')).toBeVisible();
});

test('a service beyond the licence limit is refused with the reason, in the form', async ({ page }) => {
  await openPage(page, '/dashboard/devices/users/james.whitfield', 'James Whitfield');
  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit james.whitfield' });
  await dialog.getByText('Interviews', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The interviews licence limit of 10 would be exceeded (12 devices expected)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  // The user's own services (the details list), not the same words in the rows of their devices.
  await expect(page.getByRole('definition').getByText('Calls, SMS, MMS, RCS, GPS', { exact: true })).toBeVisible();
});

test('legal hold is shown from the account holds and released after a confirmation', async ({ page }) => {
  await openPage(page, '/dashboard/devices/users/marcus.bell');
  await expect(page.getByText('On legal hold')).toBeVisible();
  await page.getByRole('button', { name: 'Release legal hold' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Release the legal hold on Marcus Bell?' });
  const release = page.waitForRequest(
    (request) => request.method() === 'DELETE' && request.url().endsWith('/account/legal_holds/DeviceUser/marcus.bell'),
  );
  await confirm.getByRole('button', { name: 'Release hold' }).click();
  await release;
  await expect(page.getByText('Legal hold released')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Released', { exact: true })).toBeVisible();
  await expect(page.getByText('On legal hold')).toHaveCount(0);
});

test('offboarding asks first, naming the user', async ({ page }) => {
  await openPage(page, '/dashboard/devices/users/ana.souza');
  await page.getByRole('button', { name: 'Offboard' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Offboard Ana Souza (ana.souza)?' });
  const request = page.waitForRequest((candidate) => candidate.method() === 'DELETE' && candidate.url().endsWith('/users/ana.souza'));
  await confirm.getByRole('button', { name: 'Offboard' }).click();
  await request;
  await expect(page.getByText('Device user offboarded')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Offboarded', { exact: true }).first()).toBeVisible();
  await page.goto('/dashboard/devices/users?status=offboarded');
  await expect(page.getByRole('table', { name: 'Device users' }).getByRole('link', { name: 'ana.souza' })).toBeVisible();
});
