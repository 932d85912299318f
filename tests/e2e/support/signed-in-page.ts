import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAs } from './session';

/** Opens a page and waits for the app to show its heading (a screen's pre-rendered frame shows it before the app runs). */
export async function openPage(page: Page, path: string, heading?: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#loading-frame')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) })).toBeVisible();
}

/** Every test of the calling spec starts signed in to acme with the terms accepted. */
export function signInBeforeEach(): void {
  test.beforeEach(async ({ context }) => {
    await signInAs(context);
  });
}

export { expect, test };
