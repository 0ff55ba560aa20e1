import { defineConfig } from 'vitest/config'

/** Under `npm test` (scripts/test/run.ts sets TEST_TIMINGS_DIR) each test's time beside its timeout is kept. */
const reporters = process.env.TEST_TIMINGS_DIR ? ['default', './scripts/test/vitest-timings.ts'] : ['default']

export default defineConfig({
  test: {
    reporters,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'contract/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'server/**/*.unit.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          // The property tests run a thousand cases each: 5 s is too little when the two cores are shared.
          testTimeout: 20_000,
          // One hook builds the web app (scripts/web-build/budget.test.ts: ~7 s idle).
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.api.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
          // A worker keeps the modules it imported for its next file: importing the server for each of 80 files
          // was a fifth of the suite's time. Every file still builds its own app on its own database copy, and
          // the server keeps no state in modules that outlives its app (segmentation/describe.ts: per database).
          isolate: false,
        },
      },
    ],
  },
})
