import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
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
        },
      },
    ],
  },
})
