import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mockProxy } from './mocks/mock-proxy.ts';
import ports from './mocks/ports.json' with { type: 'json' };

export default defineConfig({
  plugins: [
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
  ],
  resolve: {
    alias: {
      '@/': new URL('./src/', import.meta.url).pathname,
      '@generated/': new URL('./generated/', import.meta.url).pathname,
    },
  },
  server: { port: ports.dev, strictPort: true, proxy: mockProxy() },
  preview: { port: ports.preview, strictPort: true, proxy: mockProxy() },
  // scripts/bundle-budget.mjs enforces the real budget (gzip, first route and total).
  build: { sourcemap: true, target: 'es2022', manifest: true, chunkSizeWarningLimit: 1000 },
});
