import { defineConfig } from 'vitest/config'

/** End-to-end suite: real Chromium against `newshub serve` on loopback, built beforehand. */
export default defineConfig({
  test: {
    globals: true,
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One Chromium and one site per file; files run one after another on this 2-core machine.
    fileParallelism: false,
  },
})
