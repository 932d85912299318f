import type { I18n, MessageDescriptor } from '@lingui/core';

const translated = new WeakMap<object, Map<MessageDescriptor, string>>();

/**
 * A message without values in the active locale, looked up once per loaded catalog (a new
 * catalog is a new object). Tables show the same few words (states, types, "Not set") thousands
 * of times while scrolling, and each lookup through Lingui allocates.
 */
export function cachedText(i18n: I18n, descriptor: MessageDescriptor): string {
  const catalog = i18n.messages;
  let cache = translated.get(catalog);
  if (!cache) {
    cache = new Map();
    translated.set(catalog, cache);
  }
  let text = cache.get(descriptor);
  if (text === undefined) {
    text = i18n._(descriptor);
    cache.set(descriptor, text);
  }
  return text;
}
