import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';
import { REF } from './services-fixtures';
import { expect, ORIGIN, test } from './support/fixtures';
import { openPage } from './support/signed-in-page';
import { signInAs, storedSession } from './support/session';

const WCAG = axe.getRules(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).map((rule) => rule.ruleId);
const CALL = `/dashboard/services/calls/${REF.conferenceCall}`;

const warning = (page: Page) => page.getByRole('alertdialog', { name: 'Your session is about to end' });

async function dialogViolations(page: Page): Promise<string[]> {
  // Colours are measured at rest, once the colour-mode change has finished its transition.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).include('[role=alertdialog]').withRules(WCAG).setLegacyMode().analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}: ${node.any[0]?.message ?? ''} ${node.html.slice(0, 120)}`),
  );
}

test('30 minutes without use of any tab signs every tab out, after a warning two minutes before; use of one tab keeps all alive', async ({
  context,
  guard,
}) => {
  // axe reads the waveform's shadow-root styles through style elements of its own.
  guard.allowCspFromTestScripts();
  // The pages' clock: half an hour passes in a moment. Installed before any page opens.
  await context.clock.install();
  await signInAs(context);
  const call = await context.newPage();
  const devices = await context.newPage();
  await openPage(call, CALL);
  await openPage(devices, '/dashboard/devices', 'Devices');
  await call.getByLabel('Comment', { exact: true }).fill('Caller asked for a callback');

  // Use of the devices tab after 20 minutes keeps the call tab's session too.
  await context.clock.fastForward('20:00');
  await devices.getByRole('heading', { name: 'Devices', level: 1 }).click();
  await context.clock.fastForward('20:00');
  await expect(warning(call)).toHaveCount(0);
  await expect(warning(devices)).toHaveCount(0);

  // Two minutes before the end, every tab warns; the tab with an unsaved form says what it would lose.
  await context.clock.fastForward('08:30');
  await expect(warning(call)).toBeVisible();
  await expect(warning(devices)).toBeVisible();
  await expect(warning(call).getByText('Unsaved changes in “Add comment” will be lost.')).toBeVisible();
  await expect(warning(devices).getByText('will be lost')).toHaveCount(0);
  await expect(warning(call).getByRole('timer')).toHaveText(/^Time left: 1:\d\d$/);
  // Focus starts on "Stay signed in" and stays in the dialog.
  await expect(warning(call).getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await call.keyboard.press('Tab');
  await expect(warning(call).getByRole('button', { name: 'Sign out' })).toBeFocused();
  await call.keyboard.press('Tab');
  await expect(warning(call).getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  for (const mode of ['light', 'dark'] as const) {
    await call.emulateMedia({ colorScheme: mode });
    await expect(call.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`));
    expect(await dialogViolations(call), `the warning in ${mode} mode`).toEqual([]);
  }

  // "Stay signed in" in one tab takes the warning down in every tab.
  await warning(devices).getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning(devices)).toHaveCount(0);
  await expect(warning(call)).toHaveCount(0);
  await expect(call.getByLabel('Comment', { exact: true })).toHaveValue('Caller asked for a callback');

  // Nobody uses any tab again: every tab signs out and keeps its own page to come back to.
  await context.clock.fastForward('28:00');
  await expect(warning(call)).toBeVisible();
  // The context's clock jumps one page after the other: the step that ends the session stays
  // shorter than the notice's five seconds, or a tab told before its own jump sees the notice expire.
  await context.clock.fastForward('01:56');
  await context.clock.fastForward('00:04');
  await expect(call).toHaveURL(`${ORIGIN}/sign-in?returnTo=${encodeURIComponent(CALL)}`);
  await expect(devices).toHaveURL(`${ORIGIN}/sign-in?returnTo=${encodeURIComponent('/dashboard/devices')}`);
  await expect(call.getByText('You were signed out because the portal was not used for a while.')).toBeVisible();
  await expect(devices.getByText('You were signed out because the portal was not used for a while.')).toBeVisible();
  expect(await storedSession(context)).toEqual({ client: 'acme', ended: 'idle' });

  // Signing in again comes back to the page; the unsaved comment is gone, as the warning said.
  await call.getByRole('button', { name: 'Sign in' }).click();
  await expect(call).toHaveURL(`${ORIGIN}${CALL}`);
  await expect(call.getByLabel('Comment', { exact: true })).toHaveValue('');
});

test('the warning reads in Portuguese', async ({ context }) => {
  await context.clock.install();
  await context.addCookies([{ name: 'locale', value: 'pt-BR', url: ORIGIN }]);
  await signInAs(context);
  const page = await context.newPage();
  await openPage(page, '/dashboard/devices');
  await context.clock.fastForward('28:30');
  const dialog = page.getByRole('alertdialog', { name: 'Sua sessão está prestes a terminar' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continuar conectado' })).toBeFocused();
  await expect(dialog.getByRole('timer')).toHaveText(/^Tempo restante: 1:\d\d$/);
});
