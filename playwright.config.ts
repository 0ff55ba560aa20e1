import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'

/** E2E_PORT lets several checkouts run their suites side by side on one machine. */
const port = Number(process.env.E2E_PORT ?? 3100)
/** Where the e2e server's SMTP capture writes the mail it receives (scripts/e2e-server.ts; web/e2e/mail.ts reads it). */
process.env.E2E_MAIL_FILE ??= path.join(tmpdir(), `mint-e2e-mail-${port}.jsonl`)

/**
 * End-to-end tests of the web app against a real server (scripts/e2e-server.ts: fresh temporary
 * database with the demo accounts). Drives Debian's Chromium; never downloads a browser.
 */
export default defineConfig({
  testDir: 'web/e2e',
  workers: 2,
  retries: 0,
  // Both workers' browsers share one server whose embedded database runs one statement at a time, on a 2-core
  // machine with the browsers: a flow of two sign-ins and six pages took 21–28 s idle, and in a full CI run its
  // last list came after Playwright's default 30 s (deposit, card-blocked), or a list's rows after 5 s. The waits
  // are for data that does arrive; a failing expectation still fails, only later.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Under `npm test` (scripts/test/run.ts) each test's time beside its timeout is kept for its summary.
  reporter: process.env.TEST_TIMINGS_DIR ? [['list'], ['./scripts/test/playwright-timings.ts']] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `PORT=${port} npx tsx scripts/e2e-server.ts`,
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
})
