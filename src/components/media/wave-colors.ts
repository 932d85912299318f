import type { MediaMark } from './media-time';

/** Reads a Chakra colour token as a concrete colour (canvas cannot resolve CSS variables). */
function token(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  const value = getComputedStyle(document.documentElement).getPropertyValue(`--chakra-colors-${name}`).trim();
  return value || fallback;
}

/** Waveform colours for the current colour mode. */
export function waveColors() {
  const dark = typeof document !== 'undefined' && document.documentElement.classList.contains('dark');
  return {
    waveColor: token(dark ? 'gray-500' : 'gray-400', '#a1a1aa'),
    progressColor: token(dark ? 'cerulean-300' : 'cerulean-600', '#007ba7'),
    cursorColor: token(dark ? 'gray-100' : 'gray-900', '#18181b'),
  };
}

/** Translucent region colours; regions are HTML, so CSS colour functions work here. */
export function markColor(tone: MediaMark['tone']): string {
  const base = {
    comment: 'var(--chakra-colors-orange-400)',
    pause: 'var(--chakra-colors-purple-500)',
    selection: 'var(--chakra-colors-cerulean-400)',
  }[tone];
  return `color-mix(in srgb, ${base} ${tone === 'pause' ? 55 : 30}%, transparent)`;
}
