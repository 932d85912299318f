import { readChoiceCookie, writeCookie } from './cookies';

export type ColorModePreference = 'light' | 'dark' | 'system';
const COOKIE = 'color_mode';
const YEAR_SECONDS = 365 * 24 * 60 * 60;
const listeners = new Set<() => void>();

const media = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : undefined);

const isPreference = (value: string | undefined): value is ColorModePreference =>
  value === 'light' || value === 'dark' || value === 'system';
const writePreference = (preference: ColorModePreference) =>
  writeCookie(COOKIE, preference, { sameSite: 'Lax', maxAgeSeconds: YEAR_SECONDS });

/** The saved choice; none, or a malformed or unknown one, means following the system. */
export function getColorModePreference(): ColorModePreference {
  return readChoiceCookie(COOKIE, isPreference, () => 'system', writePreference);
}

function resolvedColorMode(preference = getColorModePreference()): 'light' | 'dark' {
  if (preference !== 'system') return preference;
  return media()?.matches ? 'dark' : 'light';
}

/** The mode on <html> now (set by `applyColorMode`): cheap enough to read on every render, unlike the cookie. */
export function appliedColorMode(): 'light' | 'dark' {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/** Puts Chakra's `dark` or `light` class and the color-scheme on <html>. */
export function applyColorMode(): void {
  const mode = resolvedColorMode();
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
  for (const listener of listeners) listener();
}

/** Dark mode follows the system until the user picks one; the choice lives in a cookie for a year. */
export function setColorModePreference(preference: ColorModePreference): void {
  writePreference(preference);
  applyColorMode();
}

export function watchSystemColorMode(): () => void {
  const query = media();
  const onChange = () => applyColorMode();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

export function subscribeColorMode(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
