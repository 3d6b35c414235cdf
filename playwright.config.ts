import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT } from './tests/e2e/support/env';

/**
 * Browser tests against the production build (`next build` first; `npm test` does it), served
 * on a fresh embedded database with a real SMTP sink. Debian's Chromium only: never a download.
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  // Playwright empties its output folder at start: keep it away from the jest reports beside it.
  outputDir: 'test-results/playwright-artifacts',
  // One server, one embedded database, two cores: specs run one after another.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/playwright.json' }],
  ],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'phone',
      // 360 px is the narrowest phone the store supports.
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        viewport: { width: 360, height: 780 },
        isMobile: true,
        hasTouch: true,
      },
      grep: /@phone/,
    },
  ],
  webServer: {
    command: 'node tests/e2e/support/serve.mjs',
    url: `${E2E_BASE_URL}/api/categories/roots`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(E2E_PORT) },
  },
});
