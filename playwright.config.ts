import { defineConfig, devices } from '@playwright/test';
import { ports } from './mocks/ports.mjs';

/** Debian's Chromium (Playwright cannot download browsers here); flags from DESIGN.md. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // The one timeout policy (specs set none of their own unless a comment says why): the mock API
  // answers slowly when several runs share the machine's 2 cores, so waits are generous.
  timeout: 90_000,
  expect: { timeout: 25_000 },
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results',
  reporter: [['list'], ['json', { outputFile: process.env.PW_JSON ?? '.cache/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${ports.preview}`,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    navigationTimeout: 30_000,
    actionTimeout: 25_000,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: {
    command: 'node scripts/serve.mjs preview',
    url: `http://localhost:${ports.preview}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: { SERVE_QUIET: '1' },
  },
});
