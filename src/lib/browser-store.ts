/**
 * A value this browser keeps in localStorage under `prefix:key` (the key names whose it is: a user,
 * an organisation and user), read through `check`, which turns whatever is stored (a hand edit,
 * another version of the app) into a valid value or undefined. Other tabs' writes reach the
 * subscribers through the `storage` event.
 */
export interface BrowserStore<T> {
  /** The stored value, or the fallback; the same object until the stored text changes. */
  read: (key: string | undefined) => T;
  write: (key: string | undefined, value: T) => void;
  subscribe: (listener: () => void) => () => void;
}

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage disabled by the browser's settings: nothing is kept.
    return undefined;
  }
};

function storedText(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function parsed<T>(text: string, check: (stored: unknown) => T | undefined): T | undefined {
  try {
    return check(JSON.parse(text));
  } catch {
    return undefined;
  }
}

export function browserStore<T>(prefix: string, check: (stored: unknown) => T | undefined, fallback: T): BrowserStore<T> {
  const listeners = new Set<() => void>();
  const cache = new Map<string, { text: string | null; value: T }>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const fullKey = (key: string) => `${prefix}:${key}`;

  const read = (key: string | undefined): T => {
    if (!key) return fallback;
    const text = storedText(fullKey(key));
    const cached = cache.get(key);
    if (cached && cached.text === text) return cached.value;
    const value = text === null ? fallback : (parsed(text, check) ?? fallback);
    cache.set(key, { text, value });
    return value;
  };

  const write = (key: string | undefined, value: T): void => {
    if (!key) return;
    try {
      storage()?.setItem(fullKey(key), JSON.stringify(value));
    } catch {
      // Full or disabled: the value lasts until the page is left.
      cache.set(key, { text: null, value });
    }
    notify();
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(`${prefix}:`)) notify();
  };

  const subscribe = (listener: () => void) => {
    if (!listeners.size && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (!listeners.size && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
    };
  };

  return { read, write, subscribe };
}
