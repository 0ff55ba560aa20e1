import { expect, type Page, test } from '@playwright/test'
import { RESOURCES } from '#contract/areas.ts'
import { REPORTS } from '#contract/transactions/reports.ts'
import { login, seriousViolations } from './helpers.ts'

/** Every list route of the contract: the resources' and the reports' (one entry per route). */
const LIST_ROUTES = [...new Set([...RESOURCES, ...REPORTS].map((d) => d.route))]
/**
 * The routes in parts of fifteen, each a test with its own time budget, run side by side by the workers: one test
 * over every list ran out of its 3 minutes on a loaded machine once the partner app's lists joined.
 */
const PART = 15
const PARTS = Array.from({ length: Math.ceil(LIST_ROUTES.length / PART) }, (_, i) =>
  LIST_ROUTES.slice(i * PART, (i + 1) * PART),
)

/** Waits for the list's first page (or its empty or error state) to be drawn. */
async function settled(page: Page, route: string) {
  await page.goto(route)
  await expect(page.locator('table[aria-busy="false"]').first()).toBeVisible({ timeout: 15_000 })
  await expect(page.getByTestId('list-range').first()).toBeVisible()
}

const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const [i, routes] of PARTS.entries())
    test(`no list route makes the page wider than the screen, part ${i + 1} of ${PARTS.length}`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      await login(page, 'superadmin')
      for (const route of routes) {
        await settled(page, route)
        expect.soft(await pageOverflow(page), `${route} is wider than 390 px`).toBeLessThanOrEqual(0)
      }
    })

  test('a report shows its search and one Filter button; the filters apply together from a sheet', async ({
    page,
  }) => {
    await login(page, 'superadmin')
    await settled(page, '/dashboard/transaction/retail-all')
    const toolbar = page.getByRole('search')
    await expect(toolbar.getByRole('searchbox').or(toolbar.getByRole('textbox')).first()).toBeVisible()
    await expect(toolbar.getByLabel('Filter Status', { exact: true })).toHaveCount(0)
    // The first rows are on the first screen.
    const firstRow = page.locator('tbody tr').first()
    expect((await firstRow.boundingBox())?.y ?? 9999).toBeLessThan(844)

    await toolbar.getByRole('button', { name: 'Filter' }).click()
    const sheet = page.getByRole('dialog', { name: 'Filter' })
    await expect(sheet.getByLabel('Dari tanggal')).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/)
    expect(await seriousViolations(page)).toEqual([])
    await sheet.getByLabel('Filter Status', { exact: true }).selectOption('SUCCESS')
    await sheet.getByLabel('Filter Metode Bayar', { exact: true }).selectOption({ index: 1 })
    // Nothing is applied before "Terapkan".
    await expect(page).not.toHaveURL(/status=/)
    await sheet.getByRole('button', { name: 'Terapkan' }).click()
    await expect(sheet).toBeHidden()
    await expect(page).toHaveURL(/status=SUCCESS/)
    await expect(page).toHaveURL(/paymentMethod=/)
    await expect(toolbar.getByRole('button', { name: /^Filter\s*\(\s*2 aktif\)$/ })).toBeVisible()
    await page.screenshot({ path: '/tmp/retail-390.png', fullPage: false })
    await settled(page, '/dashboard/corporate/merchant')
    await page.screenshot({ path: '/tmp/merchant-390.png', fullPage: false })
  })
})

test.describe('at 1440 × 900', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  for (const [i, routes] of PARTS.entries())
    test(`every list shows its default columns without scrolling sideways, part ${i + 1} of ${PARTS.length}`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      await login(page, 'superadmin')
      for (const route of routes) {
        await settled(page, route)
        const hidden = await page
          .locator('table')
          .first()
          .evaluate((t) => {
            const box = t.parentElement as HTMLElement
            return box.scrollWidth - box.clientWidth
          })
        expect.soft(hidden, `${route}: the table needs sideways scrolling`).toBeLessThanOrEqual(0)
      }
    })

  test('the retail report and the merchant list show their key columns on the first screen', async ({
    page,
  }) => {
    await login(page, 'superadmin')
    await settled(page, '/dashboard/transaction/retail-all')
    for (const name of ['Metode Bayar', 'Nominal', 'MDR (ditanggung merchant)', 'Status'])
      await expect(page.getByRole('columnheader', { name })).toBeInViewport()
    await page.screenshot({ path: '/tmp/retail-1440.png' })
    await settled(page, '/dashboard/corporate/merchant')
    await expect(page.getByRole('columnheader', { name: 'Status' })).toBeInViewport()
    await expect(page.getByRole('button', { name: /^Aksi/ }).first()).toBeInViewport()
    await page.screenshot({ path: '/tmp/merchant-1440.png' })
  })
})
