import type { Reporter, TestModule } from 'vitest/node'
import { type Timing, writeTimings } from './timings.ts'

/**
 * Vitest reporter: each test's duration beside its timeout (the test's own, else the project's), and each
 * file's hooks together (the file's duration less its tests') beside the project's hook timeout, which every
 * hook here runs under (none declares its own). See timings.ts.
 */
export default class VitestTimings implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const timings: Timing[] = []
    for (const mod of modules) {
      const file = mod.relativeModuleId
      const config = mod.project.config
      let testsMs = 0
      for (const test of mod.children.allTests()) {
        const diagnostic = test.diagnostic()
        if (!diagnostic) continue
        testsMs += diagnostic.duration
        timings.push({
          phase: '',
          file,
          name: test.fullName,
          kind: 'test',
          durationMs: diagnostic.duration,
          timeoutMs: test.options.timeout ?? config.testTimeout,
          ok: test.result().state !== 'failed',
        })
      }
      // A file that failed outside its tests (an import, a hook) is reported as its hooks having failed.
      const hooksOk = mod.state() !== 'failed' || mod.children.allTests('failed').next().done === false
      const hooksMs = mod.diagnostic().duration - testsMs
      if (hooksMs > 0 || !hooksOk)
        timings.push({
          phase: '',
          file,
          name: '',
          kind: 'hooks',
          durationMs: Math.max(0, hooksMs),
          timeoutMs: config.hookTimeout,
          ok: hooksOk,
        })
    }
    const phase = process.env.TEST_PHASE ?? 'tests'
    writeTimings(timings.map((t) => ({ ...t, phase })))
  }
}
