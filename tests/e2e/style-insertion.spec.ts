import { expect, openPage, signInBeforeEach, test } from './support/signed-in-page';

/**
 * Issue 14: a style first needed after the page has rendered (a menu opened for the first time)
 * goes inside the one block its cascade layer already has, instead of a new `@layer` block that
 * makes Chrome restyle the whole page (src/theme/layer-rules-in-place.ts), and still applies.
 */
signInBeforeEach();

/** The top-level `@layer` blocks of Emotion's style sheets, by layer name, with the rules inside them. */
function layerBlocks() {
  const sheets = [...document.styleSheets].filter((sheet) => (sheet.ownerNode as Element | null)?.getAttribute('data-emotion') === 'css');
  const blocks = sheets
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule): rule is CSSLayerBlockRule => rule instanceof CSSLayerBlockRule);
  return blocks.map((block) => ({ name: block.name, rules: block.cssRules.length }));
}

test('styles that come after the first render join their layer’s one block and apply', async ({ page }) => {
  await openPage(page, '/dashboard/services/calls', 'Calls');
  const before = await page.evaluate(layerBlocks);
  expect(before.map((block) => block.name)).toEqual(['recipes']);

  await page.getByRole('button', { name: 'Columns' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const after = await page.evaluate(layerBlocks);
  expect(after.map((block) => block.name)).toEqual(['recipes']);
  expect(after[0]!.rules).toBeGreaterThan(before[0]!.rules);
  // The menu's recipe (a raised, bordered panel) is in force, not the browser's defaults.
  const panel = await menu.evaluate((element) => getComputedStyle(element));
  expect(panel.boxShadow).not.toBe('none');
  expect(panel.backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
});

/** How many of Emotion's style rules hold a condition (`@media`, `@supports`) nested inside them. */
function nestedConditionRules() {
  const sheets = [...document.styleSheets].filter((sheet) => (sheet.ownerNode as Element | null)?.getAttribute('data-emotion') === 'css');
  const styleRules = (rules: CSSRuleList): CSSStyleRule[] =>
    [...rules].flatMap((rule) =>
      rule instanceof CSSStyleRule ? [rule] : rule instanceof CSSLayerBlockRule ? styleRules(rule.cssRules) : [],
    );
  return sheets
    .flatMap((sheet) => styleRules(sheet.cssRules))
    .filter((rule) => [...rule.cssRules].some((inner) => inner instanceof CSSMediaRule || inner instanceof CSSSupportsRule)).length;
}

test('a responsive style that comes after the first render is written nested in its rule and applies', async ({ page }) => {
  // Nested, a condition restyles only what its class may match; at the top level Chrome restyles the whole page.
  await page.setViewportSize({ width: 400, height: 800 });
  await openPage(page, '/dashboard/services/calls', 'Calls');
  // The notifications mount once the page is idle; on a phone their group spans the screen, 1rem from each side.
  const group = page.locator('[id^="toast-group"]').first();
  await expect(group).toBeAttached({ timeout: 10_000 });
  const placement = await group.evaluate((element) => ({ left: getComputedStyle(element).left, right: getComputedStyle(element).right }));
  expect(placement).toEqual({ left: '16px', right: '16px' });
  expect(await page.evaluate(nestedConditionRules)).toBeGreaterThan(0);
});
