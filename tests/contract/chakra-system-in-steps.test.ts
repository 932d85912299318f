import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { createSystem, defaultConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chakraSystemInSteps } from '../../scripts/vite-chakra-system-in-steps';
import { transformedCode } from './support/plugin-transform';

const require = createRequire(import.meta.url);
const chakraEsm = dirname(require.resolve('@chakra-ui/react').replace(/dist\/cjs\/index\.cjs$/, 'dist/esm/index.js'));
/** A copy of Chakra's ESM build with the plugin's edits, inside the project so that its imports resolve. */
const copy = new URL(`../../node_modules/.cache/chakra-in-steps-${process.pid}/@chakra-ui/react/dist/esm`, import.meta.url).pathname;
const PATCHED_FILES = ['styled-system/system.js', 'styled-system/token-dictionary.js'];

const transform = (code: string, id: string) => transformedCode(chakraSystemInSteps(), code, id);

type SystemSteps = Generator<void, SystemContext, void>;
type PatchedCreateSystem = typeof createSystem & { inSteps: (...configs: SystemConfig[]) => SystemSteps };
let patched: PatchedCreateSystem;

beforeAll(async () => {
  cpSync(chakraEsm, copy, { recursive: true });
  for (const file of PATCHED_FILES) {
    const id = `${copy}/${file}`;
    writeFileSync(id, transform(readFileSync(id, 'utf8'), id) ?? '');
  }
  ({ createSystem: patched } = (await import(/* @vite-ignore */ `${copy}/styled-system/system.js`)) as {
    createSystem: PatchedCreateSystem;
  });
});
afterAll(() => rmSync(copy.replace(/\/@chakra-ui\/.*$/, ''), { recursive: true, force: true }));

/** What a system produces: its tokens, a style, and the tokens' CSS. */
const outputOf = (system: SystemContext) => ({
  tokens: system.tokens.allTokens.length,
  red: system.token('colors.red.500'),
  style: system.css({ color: 'fg.error', padding: '4', _dark: { bg: 'gray.900' } }),
  tokenCss: system.getTokenCss(),
});

describe("Chakra's createSystem in steps", () => {
  it('builds, step by step, the same system as Chakra does in one go', () => {
    const steps = patched.inSteps(defaultConfig);
    let count = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) count += 1;
    // Merging the configs, registering the tokens, their pre-middlewares and pre-transforms,
    // references, post-middlewares and post-transforms, and views, then the utilities: each phase
    // ends with a step.
    expect(count).toBe(8);
    expect(outputOf(step.value)).toEqual(outputOf(createSystem(defaultConfig)));
  });

  it('keeps createSystem itself synchronous and equal to the original', () => {
    expect(outputOf(patched(defaultConfig))).toEqual(outputOf(createSystem(defaultConfig)));
  });

  it('fails the build when Chakra no longer has the code it edits', () => {
    const id = `${copy}/styled-system/system.js`;
    expect(() => transform('function createSystem(...configs) {}', id)).toThrow(/Chakra's code changed/);
  });

  it('leaves every other module alone', () => {
    expect(transform('function createSystem(...configs) {}', '/src/theme/system.ts')).toBeUndefined();
  });
});
