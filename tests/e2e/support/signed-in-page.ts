import { type Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { signInAs } from './session';

// The mocks answer slowly when the machine is busy; allow for it rather than fail on load time.
export const expect = baseExpect.configure({ timeout: 20_000 });

/** Opens a page and waits for its heading: the first load on a busy machine can take longer than one assertion's timeout. */
export async function openPage(page: Page, path: string, heading?: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) })).toBeVisible({ timeout: 30_000 });
}

/** Every test of the calling spec starts signed in to acme with the terms accepted. */
export function signInBeforeEach(): void {
  test.beforeEach(async ({ context }) => {
    test.slow();
    await signInAs(context);
  });
}

export { test };
