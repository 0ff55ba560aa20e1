import { expect, type Locator, type Page, test } from '@playwright/test'
import { formatNumber } from '#contract/format.ts'
import { periodRange } from '#contract/transactions/period.ts'
import type { SummaryAnswer } from '../src/areas/analytics/dashboard/api.ts'
import { login, seriousViolations } from './helpers.ts'
import { api, pageToken } from './resources-helpers.ts'

/**
 * The home page's figures and the summaries (issue 14 §1, §2, §5) drawn from the seeded demo data: KPIs
 * equal to the API's answer, the period in the URL, a chart's table and a click into the filtered report,
 * one kind for a user who sees one, and no sideways scrolling on a phone.
 */

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/** A panel scrolled into view: those below the first screen load their data and chart only then (use-seen.ts). */
const shown = async (panel: Locator) => {
  await panel.scrollIntoViewIfNeeded()
  return panel
}

test('superadmin: home KPIs equal the API, the period picker changes them and the URL, a chart has its table', async ({
  page,
  request,
}) => {
  test.slow()
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  await login(page, 'superadmin')
  const token = await pageToken(page)

  const today = await api<SummaryAnswer>(request, token, '/dashboard/summary', periodRange('today'))
  expect(today.result.kinds).toEqual(['RETAIL', 'BILLER', 'MYCROATM', 'TOPUP', 'DEPOSIT'])
  await expect(page.getByTestId('kpi-trxCount')).toHaveText(formatNumber(today.result.current.trxCount))
  await expect(page.getByRole('button', { name: 'Hari ini' })).toHaveAttribute('aria-pressed', 'true')
  // The charts are drawn (SVG from the lazy chart chunk), the freshness is stated; over the last 7 days, which
  // hold demo sales whatever the hour (just after WIB midnight "today" is still empty).
  await page.goto('/?period=last7')
  const trend = await shown(page.getByTestId('panel-trend'))
  await expect(trend.locator('svg.recharts-surface')).toBeVisible()
  await expect(trend.getByText(/^Data per \d{2}:\d{2} WIB$/)).toBeVisible()
  await expect((await shown(page.getByTestId('panel-kind'))).locator('svg.recharts-surface')).toBeVisible()
  await expect((await shown(page.getByTestId('panel-pending'))).getByRole('table')).toBeVisible()
  await expect((await shown(page.getByTestId('panel-fees'))).locator('svg.recharts-surface')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  // The change is said in words, not only by an arrow.
  await expect(page.getByTestId('kpi-trxCount').locator('xpath=..')).toContainText(
    /(naik|turun) \d+,\d% dari periode sebelumnya|sama dengan periode sebelumnya|periode sebelumnya tidak ada data/,
  )

  // This month: the URL and the figures follow.
  const month = await api<SummaryAnswer>(request, token, '/dashboard/summary', periodRange('thisMonth'))
  await page.getByRole('button', { name: 'Bulan ini' }).click()
  await expect(page).toHaveURL(/[?&]period=thisMonth/)
  await expect(page.getByTestId('kpi-trxCount')).toHaveText(formatNumber(month.result.current.trxCount))
  if (month.result.current.trxCount !== today.result.current.trxCount)
    expect(formatNumber(month.result.current.trxCount)).not.toBe(formatNumber(today.result.current.trxCount))

  // The mix by kind as a table: the same figures as the summary's per kind (the last 7 days again).
  const week = await api<SummaryAnswer>(request, token, '/dashboard/summary', periodRange('last7'))
  await page.goto('/?period=last7')
  const mix = page.getByTestId('panel-kind')
  await mix.getByRole('button', { name: 'Tabel Komposisi per jenis transaksi' }).click()
  const table = mix.getByRole('table', { name: 'Komposisi per jenis transaksi' })
  await expect(table).toBeVisible()
  for (const k of week.result.byKind) {
    const label = {
      RETAIL: 'Retail',
      BILLER: 'Mybills',
      MYCROATM: 'Mycroatm',
      TOPUP: 'Topup',
      DEPOSIT: 'Deposit',
    }[k.kind]
    await expect(table.getByRole('row', { name: new RegExp(`^${label} `) })).toContainText(
      formatNumber(k.current.trxCount),
    )
  }
  // A row of the table opens that kind's report for the period.
  await table.getByRole('link', { name: 'Mybills' }).click()
  const { from, to } = periodRange('last7')
  await expect(page).toHaveURL(`/dashboard/transaction/biller-all?from=${from}&to=${to}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Transaksi Mybills' })).toBeVisible()
  expect(problems).toEqual([])
})

test('superadmin: a click on a bar of the retail summary opens the report filtered to it', async ({
  page,
  request,
}) => {
  test.slow()
  await login(page, 'superadmin')
  await page.goto('/retail?period=last7')
  await expect(page.getByRole('heading', { level: 1, name: 'Ringkasan Retail' })).toBeVisible()
  const token = await pageToken(page)
  const summary = await api<SummaryAnswer>(request, token, '/dashboard/summary', {
    ...periodRange('last7'),
    kind: 'RETAIL',
  })
  await expect(page.getByTestId('kpi-trxCount')).toHaveText(formatNumber(summary.result.current.trxCount))

  // The grain toggle is in the URL.
  await page.getByTestId('panel-trend').getByRole('button', { name: 'minggu' }).click()
  await expect(page).toHaveURL(/grain=week/)

  // Status breakdown: the first (largest) bar is the successful sales; a click opens them in the report.
  const status = await shown(page.getByTestId('panel-status'))
  await expect(status.locator('svg.recharts-surface')).toBeVisible()
  await status.locator('.recharts-bar-rectangle').first().click()
  const { from, to } = periodRange('last7')
  await expect(page).toHaveURL(`/dashboard/transaction/retail-all?from=${from}&to=${to}&status=SUCCESS`)
  await expect(page.getByLabel('Filter Status')).toHaveValue('SUCCESS')
})

test('opsretail sees only retail: on the home page and in the summary', async ({ page, request }) => {
  test.slow()
  await login(page, 'opsretail')
  const token = await pageToken(page)
  // The last 7 days, which hold demo sales whatever the hour (just after WIB midnight "today" is empty).
  await page.goto('/?period=last7')
  const today = await api<SummaryAnswer>(request, token, '/dashboard/summary', periodRange('last7'))
  expect(today.result.kinds).toEqual(['RETAIL'])
  await expect(page.getByTestId('kpi-trxCount')).toHaveText(formatNumber(today.result.current.trxCount))
  const mix = page.getByTestId('panel-kind')
  await mix.getByRole('button', { name: 'Tabel Komposisi per jenis transaksi' }).click()
  await expect(mix.getByRole('table').getByRole('row')).toHaveCount(2)

  await page.goto('/retail?period=last7')
  await expect(page.getByRole('heading', { level: 1, name: 'Ringkasan Retail' })).toBeVisible()
  const retail = await api<SummaryAnswer>(request, token, '/dashboard/summary', {
    ...periodRange('last7'),
    kind: 'RETAIL',
  })
  await expect(page.getByTestId('kpi-trxCount')).toHaveText(formatNumber(retail.result.current.trxCount))
  await expect((await shown(page.getByTestId('panel-subject'))).locator('svg.recharts-surface')).toBeVisible()
  await expect((await shown(page.getByTestId('panel-products'))).getByRole('table')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  // Another kind's figures are not this user's.
  const biller = await api<SummaryAnswer>(request, token, '/dashboard/summary', {
    ...periodRange('last7'),
    kind: 'BILLER',
  })
  expect(biller.status).toBe(403)
})

test('at 390 px the home page and a summary fit the screen, the filters wait behind a button', async ({
  page,
}) => {
  test.slow()
  await page.setViewportSize({ width: 390, height: 844 })
  await login(page, 'superadmin')
  await page.goto('/?period=last7')
  await expect((await shown(page.getByTestId('panel-trend'))).locator('svg.recharts-surface')).toBeVisible()
  expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0)

  await page.goto('/mycroatm?period=last7')
  await expect(page.getByRole('heading', { level: 1, name: 'Ringkasan Mycroatm' })).toBeVisible()
  await expect((await shown(page.getByTestId('panel-bank'))).locator('svg.recharts-surface')).toBeVisible()
  expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0)
  await page.getByRole('button', { name: 'Filter' }).click()
  const sheet = page.getByRole('dialog', { name: 'Filter' })
  await expect(sheet.getByLabel('Periode', { exact: true })).toHaveValue('last7')
  await expect(sheet.getByRole('combobox', { name: /Merchant/ })).toBeVisible()
})

test('on a phone the panels below the first screen load when they come into view or the focus goes past them', async ({
  page,
}) => {
  test.slow()
  await page.setViewportSize({ width: 390, height: 844 })
  const asked: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST') asked.push(new URL(r.url()).pathname)
  })
  await login(page, 'superadmin')
  await page.goto('/')
  await expect(page.getByTestId('kpi-trxCount')).toBeVisible()
  // The greeting comes first; the panels wait below the KPIs, drawn loading, their calls not made.
  const fees = page.getByTestId('panel-fees')
  await expect(fees.getByRole('button', { name: 'Unduh Alur biaya sebagai CSV' })).toBeDisabled()
  expect(asked).not.toContain('/dashboard/fee-waterfall')
  expect(asked).not.toContain('/dashboard/pending-age')

  // The keyboard passes the panels (nothing in them to focus yet) on its way to the shortcuts: they load.
  await page.getByRole('button', { name: 'Periode lain' }).focus()
  await page.keyboard.press('Tab')
  await expect(page.locator('#shortcuts-heading + ul a').first()).toBeFocused()
  await expect.poll(() => asked.includes('/dashboard/fee-waterfall')).toBe(true)
  await expect.poll(() => asked.includes('/dashboard/pending-age')).toBe(true)

  // Scrolling to a panel loads it as well.
  await page.goto('/?period=last7')
  await expect(page.getByTestId('kpi-trxCount')).toBeVisible()
  const pending = page.getByTestId('panel-pending')
  await expect(pending.getByRole('button', { name: /sebagai CSV$/ })).toBeDisabled()
  await pending.scrollIntoViewIfNeeded()
  await expect(pending.getByRole('button', { name: /sebagai CSV$/ })).toBeEnabled()
})
