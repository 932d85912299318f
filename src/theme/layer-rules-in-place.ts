import createCache, { type EmotionCache } from '@emotion/cache';

/** A rule Emotion inserts for a cascade layer: `@layer recipes{…}` (a layer order statement has no block). */
const LAYER_BLOCK = /^@layer ([\w-]+)\s*\{/;

const canParseSheets = () =>
  typeof CSSStyleSheet === 'function' && typeof CSSLayerBlockRule === 'function' && 'replaceSync' in CSSStyleSheet.prototype;

/**
 * Emotion's cache for the browser, with Chakra's layered styles appended inside one block per
 * layer. Emotion inserts each new recipe style as a block of its own (`@layer recipes{.css-x{…}}`),
 * and Chrome restyles the whole page for every new layer block: ~15 ms at 1x CPU on the calls list,
 * against ~0.3 ms for a rule added inside an existing block (measured in the page with insertRule).
 * Every commit that brings a style not seen before paid it: the alert badge, the toaster, a menu
 * opened for the first time. The rules keep the order they come in, inside the same layer, so the
 * cascade is unchanged. Without constructable style sheets (or outside speedy mode, where Emotion
 * writes text nodes) the cache inserts as Emotion does.
 */
export function layerRulesInPlaceCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  const { sheet } = cache;
  if (!sheet.isSpeedy || !canParseSheets()) return cache;
  const insert = sheet.insert.bind(sheet);
  const scratch = new CSSStyleSheet();
  const blocks = new Map<string, CSSLayerBlockRule>();

  const blockFor = (layer: string): CSSLayerBlockRule | undefined => {
    const known = blocks.get(layer);
    if (known?.parentStyleSheet?.ownerNode?.isConnected) return known;
    insert(`@layer ${layer}{}`);
    const rules = sheet.tags.at(-1)?.sheet?.cssRules;
    const created = rules?.[rules.length - 1];
    if (!(created instanceof CSSLayerBlockRule)) return undefined;
    blocks.set(layer, created);
    return created;
  };

  sheet.insert = (rule: string) => {
    const layer = LAYER_BLOCK.exec(rule)?.[1];
    if (!layer) return insert(rule);
    scratch.replaceSync(rule);
    const parsed = scratch.cssRules[0];
    const block = parsed instanceof CSSLayerBlockRule && scratch.cssRules.length === 1 ? blockFor(layer) : undefined;
    if (!block || !(parsed instanceof CSSLayerBlockRule)) return insert(rule);
    for (const inner of parsed.cssRules) {
      try {
        block.insertRule(inner.cssText, block.cssRules.length);
      } catch {
        // As Emotion does: a rule this browser refuses is left out, not thrown into the render.
      }
    }
  };
  return cache;
}
