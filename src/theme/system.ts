import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { plainCss } from './plain-styles';
import { recipes, slotRecipes } from './recipes';

/** Cerulean around #007ba7; white text on `solid` (600) has a contrast of 4.8:1. */
const cerulean = {
  50: '#e6f6fb',
  100: '#c2e8f4',
  200: '#8fd3ea',
  300: '#55b9dc',
  400: '#2a9fc9',
  500: '#0089b8',
  600: '#007ba7',
  700: '#006488',
  800: '#004f6c',
  900: '#003b51',
  950: '#002534',
};

const shade = (light: number, dark: number) => ({ value: { _light: `{colors.cerulean.${light}}`, _dark: `{colors.cerulean.${dark}}` } });

/** Chakra's default theme with only the recipes in ./recipes (see there why). */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: { breakpoints, keyframes, tokens, semanticTokens, recipes, slotRecipes, textStyles, layerStyles, animationStyles },
});

const portalTheme = defineConfig({
  globalCss: { html: { colorPalette: 'cerulean' }, ...plainCss },
  theme: {
    tokens: {
      colors: { cerulean: Object.fromEntries(Object.entries(cerulean).map(([step, value]) => [step, { value }])) },
      sizes: { container: { value: '80rem' } },
    },
    semanticTokens: {
      colors: {
        // Chakra's 500/600 status text is below 4.5:1 on white (red 3.8, orange 3.6, green 3.3).
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
        // White text on Chakra's green `solid` (600) has a contrast of 3.3:1 (an Approve button); on 700 it passes.
        green: { solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } } },
        cerulean: {
          contrast: { value: { _light: 'white', _dark: 'white' } },
          fg: shade(700, 300),
          subtle: shade(100, 900),
          muted: shade(200, 800),
          emphasized: shade(300, 700),
          solid: shade(600, 600),
          focusRing: shade(500, 400),
          border: shade(500, 400),
        },
      },
    },
  },
});

let built: SystemContext | undefined;

type SystemSteps = Generator<void, SystemContext, void>;
/** `createSystem` in steps, which a production build provides (scripts/vite-chakra-system-in-steps.ts). */
const createSystemInSteps = (createSystem as typeof createSystem & { inSteps?: (...configs: SystemConfig[]) => SystemSteps }).inSteps;

/** The portal's Chakra system, built on first use. */
export function portalSystem(): SystemContext {
  built ??= createSystem(defaultBaseConfig, chakraTheme, portalTheme);
  return built;
}

/**
 * Builds the portal's Chakra system in short steps (the token dictionary, the utilities), where
 * the build allows; in one step elsewhere. Building it is the longest piece of
 * work of the app's start: src/app/start-app.tsx runs each step in a task of its own.
 */
export function* buildPortalSystem(): Generator<void, void, void> {
  if (built) return;
  const system = createSystemInSteps ? yield* createSystemInSteps(defaultBaseConfig, chakraTheme, portalTheme) : portalSystem();
  built ??= system;
}
