import { expect, test } from '@playwright/test'
import { periodRange } from '#contract/transactions/period.ts'
import { login, seriousViolations } from './helpers.ts'
import { api, apiToken, pageToken } from './resources-helpers.ts'

/** The header search (issue 14 §7): pages first, then the data of the user's scope, all by keyboard. */

test('finds a merchant by its MID and a receipt by its number, and opens each with the keyboard', async ({
  page,
  request,
}) => {
  await login(page, 'superadmin')
  const token = await pageToken(page)
  const search = page.getByRole('combobox', { name: 'Cari halaman dan data' })
  const results = page.getByRole('listbox', { name: 'Hasil pencarian' })

  const merchants = await api<{ items: { id: number; mid: string; name: string }[] }>(
    request,
    token,
    '/merchant/list',
    { page: 1, pageSize: 10 },
  )
  const merchant = merchants.result.items[0]
  if (!merchant) throw new Error('the demo data has merchants')
  await search.fill(merchant.mid)
  const merchantOptions = results.getByRole('group', { name: 'Merchant' }).getByRole('option')
  await expect(merchantOptions).toHaveCount(1)
  await expect(merchantOptions.first()).toContainText(merchant.name)
  await expect(merchantOptions.first()).toContainText(`MID ${merchant.mid}`)
  await search.press('ArrowDown')
  await expect(merchantOptions.first()).toHaveAttribute('aria-selected', 'true')
  await expect(search).toHaveAttribute(
    'aria-activedescendant',
    (await merchantOptions.first().getAttribute('id')) ?? '',
  )
  await search.press('Enter')
  await expect(page).toHaveURL(`/dashboard/corporate/merchant?id=${merchant.id}`)
  const drawer = page.getByRole('dialog', { name: `Merchant: ${merchant.name}` })
  await expect(drawer).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(search).toHaveValue('')

  const report = await api<{ items: { id: number; trxNo: string }[] }>(
    request,
    token,
    '/transaction/retail/list',
    { ...periodRange('last7'), pageSize: 25 },
  )
  const sale = report.result.items[3]
  if (!sale) throw new Error('the demo data has retail sales this week')
  await search.fill(sale.trxNo)
  const trxOptions = results.getByRole('group', { name: 'Transaksi' }).getByRole('option')
  await expect(trxOptions).toHaveCount(1)
  await expect(trxOptions.first()).toContainText('Transaksi Retail')
  // Enter with nothing chosen opens the first result.
  await search.press('Enter')
  await expect(page).toHaveURL(/\/dashboard\/transaction\/retail-all\?/)
  expect(new URL(page.url()).searchParams.get('id')).toBe(String(sale.id))
  const receipt = page.getByRole('dialog', { name: `Transaksi ${sale.trxNo}` })
  await expect(receipt).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(receipt).toBeHidden()
  // The report lists that day, searched for the receipt.
  await expect(page.getByRole('button', { name: `Lihat detail ${sale.trxNo}` })).toBeVisible()
})

test('arrow keys move across the groups, pages first; a query nothing matches says so', async ({ page }) => {
  await login(page, 'superadmin')
  const search = page.getByRole('combobox', { name: 'Cari halaman dan data' })
  const results = page.getByRole('listbox', { name: 'Hasil pencarian' })
  // "pusat": the pages of Pusat Bantuan and every head office outlet ("… Pusat").
  await search.fill('pusat')
  const pages = results.getByRole('group', { name: 'Halaman' }).getByRole('option')
  const outlets = results.getByRole('group', { name: 'Outlet' }).getByRole('option')
  await expect(outlets).toHaveCount(5)
  expect(await seriousViolations(page)).toEqual([])
  const pageCount = await pages.count()
  expect(pageCount).toBeGreaterThan(0)
  await search.press('ArrowDown')
  await expect(pages.first()).toHaveAttribute('aria-selected', 'true')
  for (let i = 0; i < pageCount; i++) await search.press('ArrowDown')
  await expect(outlets.first()).toHaveAttribute('aria-selected', 'true')
  await expect(pages.last()).toHaveAttribute('aria-selected', 'false')
  // Up from the first wraps to the last outlet.
  for (let i = 0; i <= pageCount; i++) await search.press('ArrowUp')
  await expect(outlets.last()).toHaveAttribute('aria-selected', 'true')
  const title = ((await outlets.last().locator('span').first().textContent()) ?? '').trim()
  await search.press('Enter')
  await expect(page).toHaveURL(/\/dashboard\/corporate\/outlet\?id=\d+$/)
  await expect(page.getByRole('dialog', { name: `Outlet: ${title}` })).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  await search.fill('qqqzzzxx')
  await expect(results.getByRole('option')).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: 'Tidak ada hasil.' })).toBeVisible()
  await search.press('Escape')
  await expect(results).toBeHidden()
})

test('opsretail finds only what its features and client allow', async ({ page, request }) => {
  const mids = async (username: string) =>
    (
      await api<{ items: { mid: string }[] }>(request, await apiToken(request, username), '/merchant/list', {
        page: 1,
        pageSize: 100,
      })
    ).result.items.map((m) => m.mid)
  const own = await mids('opsretail')
  const foreign = (await mids('superadmin')).find((mid) => !own.includes(mid))
  if (!foreign || !own[0]) throw new Error('the demo data has merchants of several clients')
  await login(page, 'opsretail')
  const search = page.getByRole('combobox', { name: 'Cari halaman dan data' })
  const noResult = page.getByRole('status').filter({ hasText: 'Tidak ada hasil.' })
  await search.fill(own[0])
  await expect(page.getByRole('group', { name: 'Merchant' }).getByRole('option')).toHaveCount(1)
  await search.fill(foreign)
  await expect(noResult).toBeVisible()
  // Accounts are not among its features.
  await search.fill('superadmin')
  await expect(noResult).toBeVisible()
})
