import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { median } from './measure.ts'

/**
 * Lighthouse on /login and on / signed in (storage kept, HTTP cache cleared before each run), mobile
 * and desktop presets, `runs` times each; the medians of the performance and accessibility scores.
 * Debian's Chromium, headless.
 */
export interface LighthouseRow {
  page: string
  preset: 'mobile' | 'desktop'
  performance: number[]
  accessibility: number[]
  lcpMs: number[]
  tbtMs: number[]
  bytes: number[]
  /** Runs Lighthouse could not score. */
  failed: number
}

export async function runLighthouse(
  base: string,
  login: () => Promise<object>,
  runs = 3,
  chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium',
): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  })
  const rows: LighthouseRow[] = []
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
    const signIn = async () => {
      // The session as the login page stores it (web/src/session/session.ts writeLogin).
      const result = (await login()) as { accessToken: string; apiToken?: string }
      const page = await browser.newPage()
      await page.goto(`${base}/login`)
      await page.evaluate((r) => {
        const bytes = new TextEncoder().encode(JSON.stringify(r))
        localStorage.setItem('profile', btoa(String.fromCharCode(...bytes)))
        localStorage.setItem('token', r.accessToken)
        localStorage.setItem('apiToken', r.apiToken ?? '')
        localStorage.setItem('isLogin', 'true')
      }, result)
      await page.close()
    }
    const clearCache = async () => {
      const page = await browser.newPage()
      const cdp = await page.createCDPSession()
      await cdp.send('Network.clearBrowserCache')
      await page.close()
    }
    for (const preset of ['mobile', 'desktop'] as const) {
      for (const [name, path, signedIn] of [
        ['/login', '/login', false],
        ['/ signed in', '/', true],
      ] as const) {
        const row: LighthouseRow = {
          page: name,
          preset,
          performance: [],
          accessibility: [],
          lcpMs: [],
          tbtMs: [],
          bytes: [],
          failed: 0,
        }
        for (let i = 0; i < runs; i++) {
          if (signedIn) await signIn()
          await clearCache()
          const result = await lighthouse(
            `${base}${path}`,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility'],
              disableStorageReset: signedIn,
            },
            preset === 'desktop' ? desktopConfig : undefined,
          )
          const lhr = result?.lhr
          if (!lhr) throw new Error('lighthouse gave no result')
          // A run Lighthouse could not score (runtimeError, null score) is reported, not counted as 0.
          const score = lhr.categories.performance?.score
          if (lhr.runtimeError || score === null || score === undefined) {
            console.log(
              `lighthouse ${preset} ${name} run ${i + 1}: no score (${lhr.runtimeError?.code ?? 'null'})`,
            )
            row.failed++
            continue
          }
          row.performance.push(Math.round(score * 100))
          row.accessibility.push(Math.round((lhr.categories.accessibility?.score ?? 0) * 100))
          row.lcpMs.push(lhr.audits['largest-contentful-paint']?.numericValue ?? 0)
          row.tbtMs.push(lhr.audits['total-blocking-time']?.numericValue ?? 0)
          row.bytes.push(lhr.audits['total-byte-weight']?.numericValue ?? 0)
          console.log(
            `lighthouse ${preset} ${name} run ${i + 1}: performance ${row.performance.at(-1)}, accessibility ${row.accessibility.at(-1)}`,
          )
        }
        rows.push(row)
      }
    }
    await browser.disconnect()
  } finally {
    chrome.kill()
  }
  return rows
}

/** The markdown section written to docs/PERFORMANCE.md. */
export function lighthouseSection(rows: LighthouseRow[], runs: number): string {
  const target = (r: LighthouseRow) =>
    r.preset === 'mobile' ? (r.page === '/login' ? 95 : 90) : r.page === '/login' ? 100 : 98
  return `## Web: Lighthouse (issue 12)

Lighthouse ${'12.8.2'} with Debian's Chromium (--headless --no-sandbox --disable-gpu), ${runs} runs per row, medians;
/ is opened signed in (local storage kept, HTTP cache cleared before each run). Server and browser share the
machine's 2 cores with other work, so performance scores move between runs.

| page | preset | performance (median) | runs (unscored) | target | accessibility | LCP ms | TBT ms | bytes |
|---|---|---:|---|---:|---:|---:|---:|---:|
${rows
  .map(
    (r) =>
      `| ${r.page} | ${r.preset} | ${median(r.performance)} | ${r.performance.join(', ')}${r.failed ? ` (${r.failed})` : ''} | ${target(r)} | ${median(r.accessibility)} | ${median(r.lcpMs).toFixed(0)} | ${median(r.tbtMs).toFixed(0)} | ${median(r.bytes).toFixed(0)} |`,
  )
  .join('\n')}
`
}
