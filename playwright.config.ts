/**
 * Browser tests (`npm run test:e2e`): Playwright drives Debian's Chromium against the real
 * server, which e2e/global-setup.ts builds, starts on a free port per worker and stops.
 */
import { defineConfig } from '@playwright/test';
import { E2E_WORKERS } from './e2e/workers.ts';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  globalSetup: './e2e/global-setup.ts',
  // One server and database per worker (e2e/workers.ts); a file's tests run in order on one worker.
  workers: E2E_WORKERS,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  use: {
    headless: true,
    viewport: { width: 390, height: 844 },
    locale: 'fr-FR',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // On this closed network Chromium's own background connections are refused and
      // disturb the page's: they are all turned off.
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
  projects: [{ name: 'chromium' }],
});
