import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './support/browser.ts'

/**
 * End-to-end suite: real Chromium (Debian's, never a downloaded one) against `newshub serve` on
 * loopback, built beforehand by `e2e/run.js`. One worker: files run one after another on this 2-core
 * machine, each on its own in-memory site (see `support/fixtures.ts`).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.e2e.ts',
  workers: 1,
  fullyParallel: false,
  // Flakes are fixed by waiting for what the user sees, never retried away.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  // Web-first assertions retry until this long: generous, as the machine is shared and loaded.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'report' }]],
  outputDir: '.artifacts',
  use: {
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
})
