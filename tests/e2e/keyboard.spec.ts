// The main flows by keyboard alone (issue 13): every step is reached with Tab, shows where focus
// is, and a dialog that closes gives focus back to what opened it.
import { type Locator, type Page } from '@playwright/test';
import { REF } from './services-fixtures';
import { test } from './support/fixtures';
import { signInAs } from './support/session';
import { expect } from './support/signed-in-page';

/** Whether the focused element shows a focus indicator: an outline or a ring (box-shadow). */
const hasVisibleFocus = (element: Element) => {
  const style = getComputedStyle(element);
  return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
};

async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  await expect(target).toBeInViewport();
  expect(await target.evaluate(hasVisibleFocus), 'the focused element shows a focus indicator').toBe(true);
}

/** Presses Tab (or Shift+Tab) until `target` has focus, then checks focus is visible on it. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return expectVisibleFocus(target);
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} presses of Tab did not reach ${target.toString()}`);
}

const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

test('the skip link is the first Tab stop and moves focus to the page', async ({ page, context }) => {
  await signInAs(context);
  for (const path of ['/dashboard/access/tags', '/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expectVisibleFocus(skip);
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  }
});

test('review a call: play, seek, comment and confirm receipt', async ({ page, context }) => {
  await signInAs(context);
  await page.goto(`/dashboard/services/calls/${REF.conferenceCall}`);
  const play = page.getByRole('button', { name: 'Play', exact: true });
  await expect(play).toBeEnabled();
  await tabTo(page, play);
  await page.keyboard.press('Enter');
  const pause = page.getByRole('button', { name: 'Pause', exact: true });
  await expect(pause).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(play).toBeFocused();

  const seek = page.getByRole('slider', { name: 'Seek' });
  await tabTo(page, seek);
  const before = Number(await seek.getAttribute('aria-valuenow'));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => Number(await seek.getAttribute('aria-valuenow'))).toBeGreaterThan(before);

  const comment = page.getByRole('textbox', { name: 'Comment', exact: true });
  await tabTo(page, comment);
  await page.keyboard.type('Reviewed by keyboard');
  await tabTo(page, page.getByRole('button', { name: 'Add comment' }));
  await page.keyboard.press('Enter');
  await expect(notifications(page).getByText('Comment added')).toBeVisible();
  await expect(page.getByText('Reviewed by keyboard')).toBeVisible();

  const confirm = page.getByTestId('confirm-receipt');
  await tabTo(page, confirm, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(notifications(page).getByText('Receipt confirmed')).toBeVisible();
});

test('create a tag in a dialog; focus goes back to the button that opened it', async ({ page, context }) => {
  await signInAs(context);
  await page.goto('/dashboard/access/tags');
  const newTag = page.getByRole('button', { name: 'New tag' });
  await tabTo(page, newTag);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New tag' });
  await expect(dialog).toBeVisible();
  // Esc leaves without saving and focus returns to the trigger.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expectVisibleFocus(newTag);

  await page.keyboard.press('Enter');
  const key = dialog.getByRole('textbox', { name: 'Key' });
  await tabTo(page, key);
  await page.keyboard.type('floor');
  await tabTo(page, dialog.getByRole('button', { name: 'Add value' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox', { name: 'Value 1' })).toBeFocused();
  await page.keyboard.type('first');
  await tabTo(page, dialog.getByRole('button', { name: 'Create tag' }));
  await page.keyboard.press('Enter');
  await expect(notifications(page).getByText('Tag floor created')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expectVisibleFocus(newTag);
  await page.reload();
  await expect(page.getByRole('link', { name: 'floor', exact: true })).toBeVisible();
});

test('edit a role from the list by keyboard', async ({ page, context }) => {
  await signInAs(context);
  await page.goto('/dashboard/access/roles');
  const role = page.getByRole('link', { name: 'Ops Engineer', exact: true });
  await tabTo(page, role);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Ops Engineer' })).toBeVisible();
  const description = page.getByRole('textbox', { name: 'Description' });
  await tabTo(page, description);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Runs the fleet, by keyboard.');
  await tabTo(page, page.getByRole('button', { name: 'Save', exact: true }));
  await page.keyboard.press('Enter');
  await expect(notifications(page).getByText('Role Ops Engineer saved')).toBeVisible();
  await page.reload();
  await expect(description).toHaveValue('Runs the fleet, by keyboard.');
});

test('staff start and end support mode by keyboard', async ({ page, context }) => {
  await signInAs(context, 'admin');
  await page.goto('/internal/support');
  await expect(page.getByRole('tab', { name: 'Approved', selected: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'stopped uploading after the OS update' });
  await tabTo(page, row.getByRole('button', { name: 'Start support session' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = page.getByRole('region', { name: 'Support mode' });
  await expect(banner).toContainText('acting as acme');
  await tabTo(page, banner.getByRole('button', { name: 'End support mode' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Ending support mode')).toBeVisible();
  await expect(page).toHaveURL(/\/internal\/support$/);
  await expect(banner).toHaveCount(0);
});
