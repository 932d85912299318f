import type { Page } from '@playwright/test';
import { expect, REF, test } from './services-fixtures';

/** Nothing from the hostile strings became markup: no injected script, image, bold text or javascript: link. */
async function expectNoInjection(page: Page) {
  const main = page.locator('main');
  await expect(main.locator('script')).toHaveCount(0);
  await expect(main.locator('img[src="x"]')).toHaveCount(0);
  await expect(main.locator('b, i').filter({ hasText: /^(bold|italic|002)$/ })).toHaveCount(0);
  await expect(main.locator('a[href^="javascript"]')).toHaveCount(0);
}

test.describe('Text from devices and users is text', () => {
  // One signed-in page visits each screen with hostile text in turn.
  test('lists and payload pages show hostile strings as text', async ({ page }) => {
    await test.step('comments list', async () => {
      await page.goto('/dashboard/services/comments');
      // Two comments say it; until the table has measured its box, a screenful more rows may show both.
      await expect(page.getByText('<img src=x onerror=alert(1)> needs review').first()).toBeVisible();
      await expect(page.getByText(/^<b>bold<\/b> <i>italic<\/i>/).first()).toBeVisible();
      await expectNoInjection(page);
    });

    await test.step('call with a script as contact name, on a device named with markup', async () => {
      await page.goto(`/dashboard/services/calls/${REF.callWithScriptContact}`);
      await expect(page.getByTestId('payload-facts')).toContainText('<script>alert(1)</script>');
      await expect(page.getByTestId('payload-facts')).toContainText('nyc-ops-<b>002');
      await expectNoInjection(page);
    });

    await test.step('call with an image tag as contact name and hostile comments', async () => {
      await page.goto(`/dashboard/services/calls/${REF.callWithImgContact}`);
      await expect(page.getByTestId('call-parties')).toContainText('<img src=x onerror=alert(1)>');
      await expect(page.getByTestId('comment-body').first()).toBeVisible();
      await expectNoInjection(page);
    });

    await test.step('interview notes written in HTML', async () => {
      await page.goto(`/dashboard/services/interviews/${REF.interviewHtmlNotes}`);
      await expect(page.getByTestId('payload-notes')).toContainText('<a href="javascript:alert(1)">click me</a>');
      await expectNoInjection(page);
    });

    await test.step('photo notes with an image tag, in the grid and on the photo', async () => {
      await page.goto('/dashboard/services/photos');
      await expect(page.getByText('<img src=x onerror=alert(1)>').first()).toBeVisible();
      await expectNoInjection(page);
      await page.goto(`/dashboard/services/photos/${REF.photoImgNotes}`);
      await expect(page.getByTestId('payload-notes')).toHaveText('<img src=x onerror=alert(1)>');
      await expectNoInjection(page);
    });

    await test.step('all payloads list with markup in device references', async () => {
      await page.goto('/dashboard/services?device=nyc-ops-%3Cb%3E002');
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'Device reference' })).toHaveValue('nyc-ops-<b>002');
      await expectNoInjection(page);
    });
  });
});
