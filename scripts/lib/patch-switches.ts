/**
 * The switches of the patches of dependencies' internals (docs/upgrading.md). `PORTAL_PATCHES_OFF`
 * names those to leave out of a build, comma-separated, or `all`: for bisecting an upgrade, and
 * for the A/B benchmark of each (`npm run lighthouse -- --compare`).
 */
export const PATCHES = ['chakra-system-in-steps', 'chakra-lazy-global-css', 'emotion-layer-blocks'] as const;
export type Patch = (typeof PATCHES)[number];

/** The patches `value` (PORTAL_PATCHES_OFF) turns off; an unknown name is an error, not ignored. */
export function patchesOff(value = process.env.PORTAL_PATCHES_OFF ?? ''): Patch[] {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.includes('all')) return [...PATCHES];
  const unknown = names.filter((name) => !(PATCHES as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`PORTAL_PATCHES_OFF: no patch named ${unknown.join(', ')} (known: ${PATCHES.join(', ')}, all)`);
  return names as Patch[];
}
