import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mockProxy } from './mocks/mock-proxy.ts';
import { ports } from './mocks/ports.mjs';
import { buildManifest } from './scripts/vite-build-manifest.ts';
import { chakraSystemInSteps } from './scripts/vite-chakra-system-in-steps.ts';
import { deployableOutput } from './scripts/vite-deployable-output.ts';
import { devSecurityHeaders } from './scripts/vite-dev-security-headers.ts';
import { inlineHeadScript } from './scripts/vite-head-script.ts';
import { CSP_NONCE_PLACEHOLDER } from './scripts/nginx/headers.ts';
import { patchesOff } from './scripts/lib/patch-switches.ts';
import { preloadLargestFirst } from './scripts/vite-preload-order.ts';
import { prerender } from './scripts/vite-prerender.ts';
import { sharedChunks } from './scripts/vite-shared-chunks.ts';

/** A new id per production build; the dev server never asks for updates. */
const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
/** The patches of dependencies' internals this build leaves out (docs/upgrading.md). */
const off = patchesOff();

export default defineConfig(({ command }) => ({
  define: { __BUILD_ID__: JSON.stringify(command === 'build' ? buildId : 'dev'), __PATCHES_OFF__: JSON.stringify(off) },
  plugins: [
    buildManifest(buildId),
    react(),
    // Messages stay in the code: en-GB, the source locale, then needs no catalog, and each route
    // chunk carries only its own texts.
    babel({ plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }]] }),
    lingui(),
    inlineHeadScript(),
    prerender({ lazyGlobalCss: !off.includes('chakra-lazy-global-css') }),
    off.includes('chakra-system-in-steps') ? [] : chakraSystemInSteps(),
    sharedChunks(),
    preloadLargestFirst(),
    deployableOutput(),
    devSecurityHeaders(),
  ],
  resolve: {
    alias: {
      '@/': new URL('./src/', import.meta.url).pathname,
      '@generated/': new URL('./generated/', import.meta.url).pathname,
      '@sandbox/': new URL('./mocks/sandbox/', import.meta.url).pathname,
    },
  },
  server: { port: ports.dev, strictPort: true, proxy: mockProxy() },
  // The build is served by nginx (deploy/nginx/, scripts/lib/nginx.mjs), which puts a nonce of its own in each answer.
  html: command === 'build' ? { cspNonce: CSP_NONCE_PLACEHOLDER } : {},
  // scripts/bundle-budget.mjs enforces the real budget (gzip, first route and total).
  build: {
    outDir: process.env.DIST_DIR ?? 'dist',
    // No file names its map; the maps go to dist-meta/ (scripts/vite-deployable-output.ts).
    sourcemap: 'hidden',
    target: 'es2022',
    manifest: true,
    chunkSizeWarningLimit: 1000,
  },
}));
