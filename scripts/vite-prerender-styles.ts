import { PRERENDERED_STYLES } from '../src/theme/prerendered-styles.ts';

/** A `<style>` Emotion writes beside the elements in a server render: `data-emotion="{key} {names}"`, other attributes, its CSS. */
const EMOTION_STYLE = /<style data-emotion="([^" ]+) ([^"]*)"([^>]*)>([\s\S]*?)<\/style>/g;
/** The key of the browser's Emotion cache (src/theme/layer-rules-in-place.ts); `<Global>` styles have keys of their own. */
const CACHE_KEY = 'css';

interface EmotionStyle {
  key: string;
  names: string[];
  attributes: string;
  css: string;
}

/** Consecutive styles of the cache's key as one, so the CSS keeps its order; `<Global>` styles stay whole (each finds its own element). */
function merged(styles: readonly EmotionStyle[]): EmotionStyle[] {
  const result: EmotionStyle[] = [];
  for (const style of styles) {
    const last = result.at(-1);
    if (last && style.key === CACHE_KEY && last.key === CACHE_KEY && style.attributes === last.attributes)
      result[result.length - 1] = { ...last, names: [...last.names, ...style.names], css: last.css + style.css };
    else result.push(style);
  }
  return result;
}

/**
 * A pre-rendered page's markup without the style elements Emotion wrote beside its elements, and
 * those styles for the page's head, in the same order. Left in the markup, the browser's Emotion
 * cache moved each into the head as the app started (React must not hydrate them), then again as
 * it took them over: 69 moves of a style element on the sign-in page, each a new parse of
 * its CSS and a restyle of the page, inside the start-up's longest task. The cache's styles become
 * one element that lists their names (`PRERENDERED_STYLES`), which the browser's cache counts as
 * inserted without moving it (src/theme/layer-rules-in-place.ts); `<Global>` styles stay whole,
 * marked (`data-s`) so the cache leaves them to their component.
 */
export function hoistEmotionStyles(markup: string): { markup: string; styles: string } {
  const found: EmotionStyle[] = [];
  const rest = markup.replace(EMOTION_STYLE, (_tag, key: string, names: string, attributes: string, css: string) => {
    found.push({ key, names: names.split(' ').filter(Boolean), attributes, css });
    return '';
  });
  const styles = merged(found)
    .map(({ key, names, attributes, css }) =>
      key === CACHE_KEY
        ? `<style ${PRERENDERED_STYLES}="${names.join(' ')}"${attributes}>${css}</style>`
        : `<style data-emotion="${[key, ...names].join(' ')}"${attributes} data-s="">${css}</style>`,
    )
    .join('');
  return { markup: rest, styles };
}
