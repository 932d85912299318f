import { describe, expect, it } from 'vitest';
import { PATCHES, patchesOff } from '../../scripts/lib/patch-switches';

describe('PORTAL_PATCHES_OFF', () => {
  it('turns off the patches it names, or all of them', () => {
    expect(patchesOff('')).toEqual([]);
    expect(patchesOff('emotion-layer-blocks, chakra-system-in-steps')).toEqual(['emotion-layer-blocks', 'chakra-system-in-steps']);
    expect(patchesOff('all')).toEqual([...PATCHES]);
  });

  it('refuses a name it does not know, so a typo does not measure the wrong build', () => {
    expect(() => patchesOff('chakra-steps')).toThrow(/no patch named chakra-steps/);
  });
});
