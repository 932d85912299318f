import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const unitTests = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => join('src', file));

/**
 * Test files that mock modules, globals or timers get a fresh module graph each. The others share
 * one per worker: importing Chakra and building a DOM once per worker instead of once per file
 * makes the unit tests about four times faster.
 */
const needsIsolation = (file: string) => /vi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|spyOn)\(/.test(readFileSync(file, 'utf8'));
const isolatedTests = unitTests.filter(needsIsolation);

// The build runs beside the unit tests (scripts/test.mjs), so a screen test that takes 3 s alone can
// take twice that: the limit catches a test that hangs, not one the shared cores slowed down.
const unitProject = { environment: 'jsdom', setupFiles: ['./src/test/setup.ts'], testTimeout: 15_000 } as const;

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      // A worker per core: Vitest's default leaves one to its main process, which is nearly idle
      // here (6 s of CPU in a whole run), so on two cores the suite used little more than one.
      maxWorkers: availableParallelism(),
      projects: [
        { extends: true, test: { ...unitProject, name: 'unit', include: unitTests, exclude: isolatedTests, isolate: false } },
        { extends: true, test: { ...unitProject, name: 'unit-isolated', include: isolatedTests } },
        {
          extends: true,
          test: {
            name: 'contract',
            include: ['tests/contract/**/*.test.ts'],
            environment: 'node',
            testTimeout: 60_000,
            hookTimeout: 150_000,
          },
        },
      ],
    },
  }),
);
