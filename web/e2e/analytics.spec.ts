import { expect, type Page, test } from '@playwright/test'
import type { merchantTargets, summaryLocation, summaryMerchant } from '#contract/analytics/analytics.ts'
import type { EndpointResult } from '#contract/engine/endpoint.ts'
import { formatRupiah } from '#contract/format.ts'
import { login, seriousViolations } from './helpers.ts'

/** The analytics pages of issue 14 §3 against the demo data (targets for this month and the last). */

/** The answer the page itself received from `path`, as it drew it. */
async function answerOf<T>(page: Page, path: string, open: () => Promise<unknown>): Promise<T> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === 'POST'),
    open(),
  ])
  const body = (await response.json()) as { success: boolean; result: T }
  expect(body.success).toBe(true)
  return body.result
}

const percent = (bps: number) =>
  `${new Intl.NumberFormat('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.floor(bps / 10) / 10)}%`

const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

test('Daftar Target Merchant lists this month’s demo targets with the API’s figures and progress bars', async ({
  page,
}) => {
  await login(page, 'superadmin')
  const answer = await answerOf<EndpointResult<typeof merchantTargets>>(page, '/dashboard/merchant', () =>
    page.goto('/dashboard/analytics/merchant-target'),
  )
  const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date()).slice(0, 7)
  expect(answer.period).toBe(month)
  expect(answer.items.length).toBeGreaterThan(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Daftar Target Merchant' })).toBeVisible()
  await expect(page.getByLabel('Bulan', { exact: true })).toHaveValue(month)
  await expect(page.getByTestId('freshness').first()).toHaveText(/^Data per \d{2}:\d{2} WIB$/)

  const rows = page.locator('tbody tr')
  await expect(rows).toHaveCount(answer.items.length)
  for (const [i, item] of answer.items.slice(0, 5).entries()) {
    const row = rows.nth(i)
    await expect(row).toContainText(item.code)
    await expect(row).toContainText(item.name)
    await expect(row).toContainText(formatRupiah(item.trxAmountTarget))
    await expect(row).toContainText(formatRupiah(item.amount))
    await expect(row.getByTestId('achievement')).toHaveText(percent(item.achievementBps))
    const bar = row.getByRole('progressbar', { name: `Pencapaian ${item.name}` })
    await expect(bar).toHaveAttribute(
      'aria-valuenow',
      String(Math.min(100, Math.floor(item.achievementBps / 10) / 10)),
    )
    await expect(row).toContainText(formatRupiah(item.projectedAmount))
  }

  expect(await seriousViolations(page)).toEqual([])

  // Sorted by achievement, best first (the call's default): the bars never rise down the page.
  const shown = answer.items.map((i) => i.achievementBps)
  expect([...shown].sort((a, b) => b - a)).toEqual(shown)

  // Last month is one click away and kept in the address; a month without targets says so.
  await page.getByRole('button', { name: /^Bulan sebelumnya/ }).click()
  await expect(page).toHaveURL(/month=\d{4}-\d{2}/)
  await expect(rows.first()).toBeVisible()
  await page.getByLabel('Bulan', { exact: true }).selectOption({ index: 0 })
  await expect(page.getByText('Belum ada target untuk periode ini')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Atur target' })).toHaveAttribute(
    'href',
    '/dashboard/corporate/target',
  )
})

test('Transaksi per Kota draws the provinces, drills into one and comes back', async ({ page }) => {
  await login(page, 'superadmin')
  const answer = await answerOf<EndpointResult<typeof summaryLocation>>(
    page,
    '/dashboard/summary-location/list',
    () => page.goto('/dashboard/analytics/transaction-by-city?period=thisMonth'),
  )
  expect(answer.rows.length).toBeGreaterThan(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Transaksi per Kota' })).toBeVisible()
  const map = page.getByRole('group', { name: 'Peta transaksi per provinsi, Indonesia' })
  await expect(map.locator('path[role="button"]')).toHaveCount(38)
  const top = answer.rows[0]
  if (!top) throw new Error('no province sold')
  const area = map.getByRole('button', { name: new RegExp(`^${top.name}: `) })
  await expect(area).toHaveAccessibleName(new RegExp(formatRupiah(top.amount).replace(/\s/g, '\\s')))
  await expect(page.getByText(/^Batas wilayah: Indonesia GeoJSON 38 Provinsi/)).toBeVisible()
  const table = page.getByRole('table', { name: 'Transaksi per provinsi' })
  await expect(table.locator('tbody tr')).toHaveCount(answer.rows.length)
  await expect(page.getByTestId('location-totals')).toContainText(
    formatRupiah(answer.rows.reduce((n, r) => n + r.amount, 0)),
  )
  expect(await seriousViolations(page)).toEqual([])

  // Drill in from the map: the regencies of that province, in the address and in the table. By its keys: a click
  // lands on the centre of the area's box, which on a province shaped like Sulawesi Selatan is a neighbour or the
  // sea (CI run of 02/12/2026: the click never landed and the test timed out).
  await area.focus()
  const cities = await answerOf<EndpointResult<typeof summaryLocation>>(
    page,
    '/dashboard/summary-location/list',
    () => page.keyboard.press('Enter'),
  )
  await expect(page).toHaveURL(new RegExp(`province=${top.code}`))
  const cityMap = page.getByRole('group', { name: /^Peta transaksi per kabupaten\/kota, / })
  await expect(cityMap.locator('path[role="button"]').first()).toBeVisible()
  await expect(
    page.getByRole('table', { name: 'Transaksi per kabupaten/kota' }).locator('tbody tr'),
  ).toHaveCount(Math.max(1, cities.rows.length))
  // The metric toggle recolours by count and is kept in the address.
  await page.getByRole('button', { name: 'Jumlah', exact: true }).click()
  await expect(page).toHaveURL(/metric=count/)
  await expect(page.getByText('Jumlah transaksi', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Kembali ke Indonesia' }).click()
  await expect(page).not.toHaveURL(/province=/)
  await expect(map.locator('path[role="button"]')).toHaveCount(38)
})

test('Transaksi per Merchant sorts by nominal', async ({ page }) => {
  await login(page, 'superadmin')
  const first = await answerOf<EndpointResult<typeof summaryMerchant>>(
    page,
    '/dashboard/summary-merchant/list',
    () => page.goto('/dashboard/analytics/transaction-by-merchant?period=thisMonth'),
  )
  expect(first.items.length).toBeGreaterThan(1)
  await expect(page.getByRole('heading', { level: 1, name: 'Transaksi per Merchant' })).toBeVisible()
  await expect(page.locator('table[aria-busy="false"]')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  const amounts = async () =>
    (await page.getByTestId('amount').allTextContents()).map((t) => Number(t.replace(/\D/g, '')))
  await expect.poll(amounts).toEqual(first.items.map((i) => i.amount))
  expect(first.items.map((i) => i.amount)).toEqual(
    [...first.items.map((i) => i.amount)].sort((a, b) => b - a),
  )

  // Nominal again: smallest first, in the address.
  const asc = await answerOf<EndpointResult<typeof summaryMerchant>>(
    page,
    '/dashboard/summary-merchant/list',
    () => page.getByRole('button', { name: 'Nominal' }).click(),
  )
  await expect(page).toHaveURL(/dir=asc/)
  await expect.poll(amounts).toEqual(asc.items.map((i) => i.amount))
  expect(asc.items.map((i) => i.amount)).toEqual([...asc.items.map((i) => i.amount)].sort((a, b) => a - b))

  // A merchant's name opens its transactions in the retail report.
  const link = page.locator('tbody tr').first().getByRole('link')
  await expect(link).toHaveAttribute(
    'href',
    /^\/dashboard\/transaction\/retail-all\?merchantId=\d+&period=thisMonth$/,
  )
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('no analytics page is wider than the screen', async ({ page }) => {
    await login(page, 'superadmin')
    for (const route of [
      '/dashboard/analytics/merchant-target',
      '/dashboard/analytics/group-target',
      '/dashboard/analytics/region-target',
      '/dashboard/analytics/transaction-by-merchant?period=thisMonth',
    ]) {
      await page.goto(route)
      await expect(page.locator('table[aria-busy="false"]').first()).toBeVisible({ timeout: 15_000 })
      expect.soft(await pageOverflow(page), `${route} is wider than 390 px`).toBeLessThanOrEqual(0)
    }
    await page.goto('/dashboard/analytics/transaction-by-city?period=thisMonth')
    await expect(page.locator('path[role="button"]')).toHaveCount(38)
    expect.soft(await pageOverflow(page), 'the map page is wider than 390 px').toBeLessThanOrEqual(0)
  })
})
