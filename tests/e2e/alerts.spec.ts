import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';

test.describe('account alerts', () => {
  test.beforeEach(async ({ context }) => signInAs(context));

  test('summary counts filter the list through the URL and the request', async ({ page }) => {
    await page.goto('/dashboard/account/alerts');
    await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Transfer failed' })).toBeVisible();
    const summary = page.getByRole('table', { name: 'Security' });
    const request = page.waitForRequest(
      (candidate) => /\/api\/v1\/acme\/alerts\?/.test(candidate.url()) && candidate.url().includes('severity=High'),
    );
    await summary.getByRole('button', { name: 'Show 4 Triggered High Security alerts' }).click();
    const url = (await request).url();
    expect(url).toContain('scope=sec');
    expect(url).toContain('state=Triggered');
    await expect(page).toHaveURL(/scope=sec/);
    await expect(page.getByLabel('Severity', { exact: true })).toHaveValue('High');
    await page.goBack();
    await expect(page).not.toHaveURL(/scope=sec/);
  });

  test('bulk clear asks first, names how many, and sends the references with the reason', async ({ page }) => {
    await page.goto('/dashboard/account/alerts');
    await page.getByRole('row').filter({ hasText: 'Transfer failed' }).locator('label').click();
    await page.getByRole('row').filter({ hasText: 'SIM card changed' }).locator('label').click();
    await expect(page.getByRole('checkbox', { name: 'Select alert Transfer failed' })).toBeChecked();
    await expect(page.getByText('2 selected', { exact: true })).toBeVisible();
    await page.getByRole('group', { name: 'Selected alerts' }).getByRole('button', { name: 'Clear', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Clear 2 alerts?' });
    await expect(dialog).toContainText('Transfer failed');
    await dialog.getByLabel('Reason (optional)').fill('Handled in INC-20411');
    const request = page.waitForRequest((candidate) => candidate.method() === 'PUT' && candidate.url().endsWith('/api/v1/acme/alerts'));
    await dialog.getByRole('button', { name: 'Clear' }).click();
    const body = (await request).postDataJSON() as { alert_references: string[]; cleared_reason: string };
    expect(body.alert_references).toHaveLength(2);
    expect(body.alert_references).toContain('01M64X9C90N1CXPZAHFQ37J2RK');
    expect(body.cleared_reason).toBe('Handled in INC-20411');
    await expect(page.getByText('2 alerts cleared')).toBeVisible();
    await expect(page.getByText('0 selected', { exact: true })).toBeVisible();
  });

  test('cleared alerts leave the bell and the summary counts, also after a reload', async ({ page }) => {
    await page.goto('/dashboard/account/alerts');
    const bell = page.getByRole('button', { name: /^Alerts: \d+ triggered$/ });
    const triggered = async () =>
      Number(/(\d+) triggered/.exec((await bell.getAttribute('aria-label')) ?? (await bell.textContent()) ?? '')?.[1]);
    await expect(bell).toBeVisible();
    const before = await triggered();
    await page.getByRole('row').filter({ hasText: 'Transfer failed' }).locator('label').click();
    await page.getByRole('row').filter({ hasText: 'SIM card changed' }).locator('label').click();
    await page.getByRole('group', { name: 'Selected alerts' }).getByRole('button', { name: 'Clear', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Clear 2 alerts?' }).getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByText('2 alerts cleared')).toBeVisible();
    await expect.poll(triggered).toBe(before - 2);
    await page.reload();
    await expect(bell).toBeVisible();
    expect(await triggered()).toBe(before - 2);
    await page.getByLabel('State', { exact: true }).selectOption('Cleared');
    await expect(page.getByRole('row').filter({ hasText: 'Transfer failed' })).toBeVisible();
  });

  test('the detail shows occurrences and related records, links to them, and dismisses', async ({ page }) => {
    await page.goto('/dashboard/account/alerts');
    await page.getByRole('link', { name: 'Transfer failed' }).click();
    await expect(page).toHaveURL(/alert=01M64X9C90N1CXPZAHFQ37J2RK/);
    const drawer = page.getByRole('dialog', { name: 'Transfer failed' });
    await expect(drawer.getByRole('heading', { name: 'Occurrences (3)' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: '01M5TZ6HM0A6DC09JQAZDP72Z2' })).toHaveAttribute(
      'href',
      '/dashboard/account/transfers/01M5TZ6HM0A6DC09JQAZDP72Z2',
    );
    await drawer.getByRole('button', { name: 'Dismiss' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Dismiss alert “Transfer failed”?' });
    const request = page.waitForRequest((candidate) => candidate.method() === 'PUT' && candidate.url().endsWith('/alerts/dismiss'));
    await confirm.getByRole('button', { name: 'Dismiss' }).click();
    expect((await request).postDataJSON()).toEqual({ alert_references: ['01M64X9C90N1CXPZAHFQ37J2RK'] });
    await expect(page.getByText('Alert dismissed')).toBeVisible();
    // The Dismiss button is gone with the dismissal: focus goes back to the drawer, where Escape closes it.
    await expect(confirm).toBeHidden();
    await expect(drawer).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/alert=/);
  });

  test('text from alerts is shown as text, never as HTML', async ({ page }) => {
    await page.goto('/dashboard/account/alerts');
    await expect(page.getByRole('link', { name: 'Security bulletin <script>alert(1)</script>', exact: false })).toBeVisible();
    expect(await page.locator('main script').count()).toBe(0);
  });
});

test.describe('staff alerts', () => {
  test.beforeEach(async ({ context }) => signInAs(context, 'admin'));

  test('alerts of every client, filtered by client in the URL and the request', async ({ page }) => {
    await page.goto('/internal/alerts');
    await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Ingest function throttled' })).toContainText('globex');
    const request = page.waitForRequest(
      (candidate) => candidate.url().includes('/internal/v1/alerts?') && candidate.url().includes('client=globex'),
    );
    await page.getByLabel('Client', { exact: true }).selectOption('globex');
    expect((await request).url()).toContain('date_filter=last_occurrence');
    await expect(page).toHaveURL(/client=globex/);
  });

  test('the detail is read from its client and clears there', async ({ page }) => {
    await page.goto('/internal/alerts');
    const detail = page.waitForRequest((candidate) =>
      candidate.url().includes('/internal/v1/clients/acme/alerts/01M64X9C90N1CXPZAHFQ37J2RK'),
    );
    await page.getByRole('row').filter({ hasText: 'acme' }).getByRole('link', { name: 'Transfer failed' }).click();
    await detail;
    const drawer = page.getByRole('dialog', { name: 'Transfer failed' });
    await expect(drawer.getByText('These records are in the portal of acme.')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'acme', exact: true })).toHaveAttribute('href', '/internal?client=acme');
    await drawer.getByRole('button', { name: 'Clear' }).click();
    const request = page.waitForRequest(
      (candidate) => candidate.method() === 'PUT' && candidate.url().endsWith('/internal/v1/clients/acme/alerts'),
    );
    await page.getByRole('alertdialog').getByRole('button', { name: 'Clear' }).click();
    expect((await request).postDataJSON()).toEqual({ alert_references: ['01M64X9C90N1CXPZAHFQ37J2RK'] });
    await expect(page.getByText('Alert cleared')).toBeVisible();
  });

  test('the client opens its drawer, and a related record opens in a support session with the approved request', async ({ page }) => {
    await page.goto('/internal/alerts');
    const row = page.getByRole('row').filter({ hasText: 'Transfer failed' }).filter({ hasText: 'acme' });
    await row.getByRole('link', { name: 'acme', exact: true }).click();
    await expect(page).toHaveURL(/\/internal\?client=acme$/);
    await expect(page.getByRole('dialog', { name: 'Acme Trading Ltd' })).toBeVisible();
    await page.goBack();

    await row.getByRole('link', { name: 'Transfer failed' }).click();
    const drawer = page.getByRole('dialog', { name: 'Transfer failed' });
    await expect(drawer.getByText(/acme has approved support access for the .+ role/)).toBeVisible();
    const open = drawer.getByRole('button', { name: /^Open .+ in a support session$/ }).first();
    const hint = (await drawer.locator('code').first().textContent()) ?? '';
    expect(hint).toMatch(/^\/dashboard\//);
    await open.click();
    await expect(page.getByRole('region', { name: 'Support mode' })).toContainText('acting as acme');
    await expect(page).toHaveURL(new RegExp(`${hint.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  });

  test('raising a notification checks the form, then posts it', async ({ page }) => {
    await page.goto('/internal/alerts');
    await page.getByRole('button', { name: 'Raise notification' }).click();
    const form = page.getByRole('form', { name: 'Raise a notification' });
    await form.getByRole('button', { name: 'Raise notification' }).click();
    await expect(form.getByText('Choose the client to notify.')).toBeVisible();
    await expect(form.getByText('Enter a subject.')).toBeVisible();
    await form.getByLabel('Client').selectOption('acme');
    await form.getByLabel('Severity').selectOption('Medium');
    await form.getByLabel('Subject').fill('Scheduled maintenance');
    await form.getByLabel('Message').fill('Uploads are queued on devices during the window.');
    const request = page.waitForRequest((candidate) => candidate.method() === 'POST' && candidate.url().endsWith('/internal/v1/alerts'));
    await form.getByRole('button', { name: 'Raise notification' }).click();
    expect((await request).postDataJSON()).toEqual({
      alert_target: 'client',
      client: 'acme',
      alert_scope: 'ops',
      alert_severity: 'Medium',
      alert_subject: 'Scheduled maintenance',
      alert_message: 'Uploads are queued on devices during the window.',
    });
    await expect(page.getByText('Notification raised')).toBeVisible();
    await expect(form).toHaveCount(0);
  });
});
