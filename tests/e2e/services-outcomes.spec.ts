import { growWorld } from './support/fixtures';
import { columnCells, expect, REF, test } from './services-fixtures';

// What a reviewer does stays done: each outcome is read again after a full reload.
test.describe('Review outcomes survive a reload', () => {
  test('a comment added on a call shows on the call and in the comments list', async ({ page }) => {
    await page.goto(`/dashboard/services/calls/${REF.conferenceCall}`);
    await page.getByLabel('Comment', { exact: true }).fill('Price confirmed with the desk at 10:02.');
    await page.getByRole('button', { name: 'Add comment' }).click();
    await expect(page.getByText('Comment added')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Price confirmed with the desk at 10:02.')).toBeVisible();
    await page.goto('/dashboard/services/comments');
    const row = page.getByRole('row').filter({ hasText: 'Price confirmed with the desk at 10:02.' });
    await expect(row).toContainText('it.admin@acme.example');
  });

  test('a confirmed receipt reads as confirmed, by whom', async ({ page }) => {
    await page.goto(`/dashboard/services/calls/${REF.conferenceCall}`);
    const facts = page.getByTestId('payload-facts');
    await expect(facts).toContainText('Not confirmed');
    await page.getByTestId('confirm-receipt').click();
    await expect(page.getByText('Receipt confirmed').first()).toBeVisible();
    await page.reload();
    await expect(facts).toContainText('it.admin@acme.example');
    await expect(facts).not.toContainText('Not confirmed');
  });

  test('a restored payload is no longer deleted', async ({ page }) => {
    await page.goto(`/dashboard/services/calls/${REF.deletedCall}`);
    await expect(page.getByText('Deleted logically; it can still be restored.')).toBeVisible();
    await page.getByRole('button', { name: 'Restore' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText('Payload restored')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('payload-facts')).toBeVisible();
    await expect(page.getByText('Deleted logically; it can still be restored.')).toHaveCount(0);
  });
});

test.describe('Lists of a large world', () => {
  test('the calls list counts every call, pages with Load more and holds only calls', async ({ page, world }) => {
    await growWorld(world, { devices: 40, payloads: 1500 });
    await page.goto('/dashboard/services/calls');
    const footer = page.getByText(/^Showing [\d,]+ of [\d,]+ rows/);
    await expect(footer).toBeVisible();
    const [, first, total] = /Showing ([\d,]+) of ([\d,]+) rows/.exec((await footer.textContent()) ?? '') ?? [];
    const count = (text: string | undefined) => Number(text?.replaceAll(',', ''));
    expect(count(total)).toBeGreaterThan(count(first));
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect
      .poll(async () => count(/Showing ([\d,]+) of/.exec((await page.getByText(/rows/).last().textContent()) ?? '')?.[1] ?? total))
      .toBeGreaterThan(count(first));
    const types = await (await columnCells(page, 'Type')).allInnerTexts();
    for (const type of new Set(types)) expect(['Call', 'Aborted call', 'Blocked call']).toContain(type.trim());
  });
});
