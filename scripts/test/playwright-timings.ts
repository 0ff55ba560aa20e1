import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'
import { type Timing, writeTimings } from './timings.ts'

/** Playwright reporter: each test's duration (hooks and fixtures included) beside its timeout. See timings.ts. */
export default class PlaywrightTimings implements Reporter {
  private readonly timings: Timing[] = []

  onTestEnd(test: TestCase, result: TestResult): void {
    this.timings.push({
      phase: process.env.TEST_PHASE ?? 'e2e',
      file: test.location.file.replace(`${process.cwd()}/`, ''),
      name: test.titlePath().slice(3).join(' › '),
      kind: 'test',
      durationMs: result.duration,
      timeoutMs: test.timeout,
      ok: result.status === 'skipped' || result.status === test.expectedStatus,
    })
  }

  onEnd(): void {
    writeTimings(this.timings)
  }
}
