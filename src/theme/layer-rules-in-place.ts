import createCache, { type EmotionCache } from '@emotion/cache';
import { cspNonce } from '@/lib/csp-nonce';
import { PRERENDERED_STYLES } from './prerendered-styles';

/** A rule Emotion inserts for a cascade layer: `@layer recipes{…}` (a layer order statement has no block). */
const LAYER_BLOCK = /^@layer ([\w-]+)\s*\{/;

const canInsertInBlocks = () => typeof CSSLayerBlockRule === 'function';

/** What matters to splitting CSS into rules: braces, statement ends, quotes and escapes. */
const SYNTAX = /[{};"'\\]/g;

/**
 * The top-level rules of CSS as Emotion writes it (minified, without comments), each whole:
 * `.a{color:red;}@media (x){.a{color:blue;}}` gives two. Braces inside strings do not count.
 * Undefined when the braces do not balance or text is left after the last rule.
 */
export function topLevelRules(css: string): string[] | undefined {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  let quote = '';
  SYNTAX.lastIndex = 0;
  for (let match = SYNTAX.exec(css); match; match = SYNTAX.exec(css)) {
    const char = match[0];
    if (char === '\\') SYNTAX.lastIndex += 1;
    else if (quote) quote = char === quote ? '' : quote;
    else if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth += 1;
    else if (char === '}' && --depth < 0) return undefined;
    else if (depth === 0 && char !== '{') {
      rules.push(css.slice(start, match.index + 1));
      start = match.index + 1;
    }
  }
  return depth === 0 && start === css.length ? rules : undefined;
}

/** `@media …{` or `@supports …{` opening a rule, with its condition. */
const CONDITIONAL = /^(@(?:media|supports)[^{]*)\{/;
/** Selectors whose declarations a nested rule may not reach: pseudo-elements. */
const PSEUDO_ELEMENT = /::|:(?:before|after|first-line|first-letter)\b/;

/**
 * A conditional rule over plain style rules, written with each condition nested in its style rule:
 * `@media (x){.a{color:red;}}` gives `.a{@media (x){color:red;}}`, which applies the same way.
 * Chrome restyles the whole page when a top-level `@media` or `@supports` rule is inserted, and
 * only the elements it may match when the rule is a class's (docs/performance.md). Undefined for any other rule, or when an inner rule holds a block of its own or
 * styles a pseudo-element.
 */
export function nestedConditions(rule: string): string[] | undefined {
  const condition = CONDITIONAL.exec(rule)?.[1];
  if (!condition || !rule.endsWith('}')) return undefined;
  const inner = topLevelRules(rule.slice(condition.length + 1, -1));
  const nested: string[] = [];
  for (const styleRule of inner ?? []) {
    const open = styleRule.indexOf('{');
    const selector = styleRule.slice(0, open);
    const declarations = styleRule.slice(open + 1, -1);
    const statements = topLevelRules(declarations);
    const plain = statements?.every((statement) => statement.endsWith(';'));
    if (open <= 0 || selector.startsWith('@') || PSEUDO_ELEMENT.test(selector) || !plain) return undefined;
    nested.push(`${selector}{${condition}{${declarations}}}`);
  }
  return nested.length ? nested : undefined;
}

/** Nested declarations apply exactly as the rule they came from (CSSNestedDeclarations: Chrome 130, Firefox 132, Safari 18.2). */
const canNestConditions = () => typeof CSSNestedDeclarations === 'function';

/**
 * The styles a pre-rendered page holds in its head (scripts/vite-prerender-styles.ts) count as
 * inserted, as Emotion counts the style elements a server render leaves beside the elements, but
 * stay where they are: Emotion moves each of those to the head, then again as it takes them over,
 * and every move of a style element has the browser parse its CSS again and restyle the page, in
 * the start-up's longest task.
 */
function takeOverPrerenderedStyles(cache: EmotionCache): void {
  for (const style of document.head.querySelectorAll<HTMLStyleElement>(`style[${PRERENDERED_STYLES}]`))
    for (const name of style.getAttribute(PRERENDERED_STYLES)?.split(' ') ?? []) cache.inserted[name] = true;
}

/**
 * Emotion's cache for the browser, with Chakra's layered styles appended inside one block per
 * layer. Emotion inserts each new recipe style as a block of its own (`@layer recipes{.css-x{…}}`),
 * and Chrome restyles the whole page for every new layer block, where a rule added inside an
 * existing block costs a small fraction of that (docs/performance.md).
 * Every commit that brings a style not seen before paid it: the alert badge, the toaster, a menu
 * opened for the first time. The rules keep the order they come in, inside the same layer, so the
 * cascade is unchanged. Conditional rules are written nested (`nestedConditions`) where the browser
 * applies them alike. A rule that does not split cleanly is inserted as Emotion would.
 */
export function layerRulesInPlaceCache(): EmotionCache {
  const cache = createCache({ key: 'css', nonce: cspNonce() });
  takeOverPrerenderedStyles(cache);
  const { sheet } = cache;
  // Outside speedy mode (development) Emotion writes text nodes, one per rule, not CSSOM rules.
  if (!sheet.isSpeedy || !canInsertInBlocks() || __PATCHES_OFF__.includes('emotion-layer-blocks')) return cache;
  const emotionInsert = sheet.insert.bind(sheet);
  const nest = canNestConditions() ? nestedConditions : () => undefined;
  const flat = (rules: readonly string[]) => rules.flatMap((rule) => nest(rule) ?? [rule]);
  const insert = (rule: string) => flat([rule]).forEach(emotionInsert);
  const blocks = new Map<string, CSSLayerBlockRule>();

  const blockFor = (layer: string): CSSLayerBlockRule | undefined => {
    const known = blocks.get(layer);
    if (known?.parentStyleSheet?.ownerNode?.isConnected) return known;
    emotionInsert(`@layer ${layer}{}`);
    const rules = sheet.tags.at(-1)?.sheet?.cssRules;
    const created = rules?.[rules.length - 1];
    if (!(created instanceof CSSLayerBlockRule)) return undefined;
    blocks.set(layer, created);
    return created;
  };

  const insertInside = (block: CSSLayerBlockRule, rules: readonly string[]): boolean => {
    try {
      for (const rule of rules) block.insertRule(rule, block.cssRules.length);
      return true;
    } catch {
      return false;
    }
  };

  sheet.insert = (rule: string) => {
    const layer = LAYER_BLOCK.exec(rule)?.[1];
    // The block's inside, split; undefined unless the block closes at the rule's very end.
    const inside = layer && rule.endsWith('}') ? topLevelRules(rule.slice(rule.indexOf('{') + 1, -1)) : undefined;
    const block = inside ? blockFor(layer!) : undefined;
    if (!block || !inside || !insertInside(block, flat(inside))) insert(rule);
  };
  return cache;
}
