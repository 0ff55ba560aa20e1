import { expect, type Page, test } from '@playwright/test'
import type { BillerInquiryResult } from '#contract/developer/biller-inquiry.ts'
import { formatRupiah } from '#contract/format.ts'
import { login, seriousViolations } from './helpers.ts'
import { api, apiToken } from './resources-helpers.ts'

/**
 * The Biller Helper against the demo's simulated biller host (server/areas/developer/biller-host.ts):
 * a customer number's last digit picks the RC (2: already paid, for a postpaid bill), any other answer
 * is a pure function of product and number, so the figures the page shows can be asked of the API first.
 */
const ROUTE = '/dashboard/utils/biller-helper'
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test('run a biller inquiry: the customer name, the figures and the raw JSON; Enter submits', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'superadmin')
  const expected = await api<BillerInquiryResult>(request, token, '/dynamic/inquiry/v2', {
    productCode: 'PDAMBGR',
    customerNo: '30012345678',
  })
  expect(expected.result.rc).toBe('00')
  const { customerName, total, bill } = expected.result

  await login(page, 'superadmin')
  await page.goto(ROUTE)
  await expect(page.getByRole('heading', { level: 1, name: 'Biller Helper' })).toBeVisible()

  // Typing the code narrows the list to one product, which is then chosen.
  await page.getByRole('searchbox', { name: 'Cari produk biller' }).fill('PDAMBGR')
  await expect(page.getByLabel('Produk Biller', { exact: true })).toHaveValue('PDAMBGR')
  const customer = page.getByLabel('Nomor Pelanggan')
  await customer.fill('30012345678')
  await customer.press('Enter')
  await expect(page.getByRole('button', { name: 'Cek Tagihan' })).toBeDisabled()

  const card = page.getByRole('region', { name: 'Hasil Inquiry' })
  await expect(card).toBeVisible()
  await expect(card.getByTestId('biller-rc')).toHaveText('RC 00 · Transaksi sukses')
  await expect(card.getByText('Sukses', { exact: true })).toBeVisible()
  await expect(card).toContainText(customerName ?? 'nama pelanggan')
  await expect(card).toContainText(formatRupiah(bill ?? 0))
  await expect(card).toContainText(formatRupiah(total ?? 0))
  await expect(page.getByRole('button', { name: 'Cek Tagihan' })).toBeEnabled()

  // The raw JSON is folded until asked for.
  const raw = page.getByRole('region', { name: 'JSON mentah' })
  await expect(raw).toBeHidden()
  await page.getByText('JSON mentah dari host').click()
  await expect(raw).toContainText('"rc": "00"')
  await expect(raw).toContainText(`"nama": "${customerName}"`)

  // The history lists it and the call made above.
  const history = page.getByRole('list', { name: 'Riwayat inquiry' })
  await expect(history.getByRole('listitem').filter({ hasText: '30012345678' })).toHaveCount(2)
  expect(await seriousViolations(page)).toEqual([])
})

test('a bill already paid shows the RC and its meaning, on a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await login(page, 'superadmin')
  await page.goto(ROUTE)
  await expect(page.getByRole('heading', { level: 1, name: 'Biller Helper' })).toBeVisible()

  // Submitting empty names the missing fields.
  await page.getByRole('button', { name: 'Cek Tagihan' }).click()
  await expect(page.getByText('Produk biller wajib dipilih.')).toBeVisible()

  await page.getByLabel('Produk Biller', { exact: true }).selectOption('BPJSKS')
  await page.getByLabel('Nomor Pelanggan').fill('12AB')
  await page.getByRole('button', { name: 'Cek Tagihan' }).click()
  await expect(page.getByText('Nomor pelanggan hanya boleh berisi angka.')).toBeVisible()

  await page.getByLabel('Nomor Pelanggan').fill('8888801234567892')
  await page.getByRole('button', { name: 'Cek Tagihan' }).click()
  const card = page.getByRole('region', { name: 'Hasil Inquiry' })
  await expect(card.getByTestId('biller-rc')).toHaveText('RC 88 · Tagihan sudah terbayar')
  await expect(card.getByText('Gagal', { exact: true })).toBeVisible()
  await expect(card.getByRole('alert')).toHaveText('Tagihan sudah terbayar (RC 88).')
  await page.getByText('JSON mentah dari host').click()
  await expect(page.getByRole('region', { name: 'JSON mentah' })).toContainText('TAGIHAN SUDAH TERBAYAR')
  expect(await overflow(page)).toBeLessThanOrEqual(0)
})
