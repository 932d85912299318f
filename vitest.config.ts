import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      projects: [
        {
          extends: true,
          test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['./src/test/setup.ts'] },
        },
        {
          extends: true,
          test: { name: 'contract', include: ['tests/contract/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 150_000 },
        },
      ],
    },
  }),
);
