import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { formatNumber } from '#contract/format.ts'
import { periodRange } from '#contract/transactions/period.ts'
import type { ReportTotals } from '#contract/transactions/reports.ts'
import { login, seriousViolations } from './helpers.ts'
import { api, pageToken, uniqueSuffix } from './resources-helpers.ts'

const RETAIL = '/dashboard/transaction/retail-all'

test('superadmin filters the retail report, opens a receipt, pages, and exports every row of the filter', async ({
  page,
  request,
}) => {
  test.slow()
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`)
  })
  await login(page, 'superadmin')
  await page.goto(RETAIL)
  await expect(page.getByRole('heading', { level: 1, name: 'Transaksi Retail' })).toBeVisible()

  // Filter: last 7 days, successful cash sales. The filter lives in the URL.
  await page.getByLabel('Periode', { exact: true }).selectOption('last7')
  await page.getByLabel('Filter Status').selectOption('SUCCESS')
  await page.getByLabel('Filter Metode Bayar').selectOption('CASH')
  await expect(page).toHaveURL(/period=last7/)
  await expect(page).toHaveURL(/status=SUCCESS/)
  await expect(page).toHaveURL(/paymentMethod=CASH/)
  const token = await pageToken(page)
  const totals = await api<ReportTotals>(request, token, '/transaction/retail/totals', {
    ...periodRange('last7'),
    filters: { status: 'SUCCESS', paymentMethod: 'CASH' },
  })
  const count = totals.result.count
  expect(count).toBeGreaterThan(50)
  await expect(page.getByTestId('report-total-count')).toHaveText(formatNumber(count))
  await expect(page.getByTestId('list-range')).toHaveText(`Menampilkan 1–50 dari ${formatNumber(count)} data`)
  const table = page.getByRole('table', { name: 'Transaksi Retail' })
  const headers = (await table.getByRole('columnheader').allTextContents()).map((h) => h.trim())
  const column = (header: string) => table.locator(`tbody tr td:nth-child(${headers.indexOf(header) + 1})`)
  await expect(column('Status').first()).toHaveText('Sukses')
  expect(new Set(await column('Status').allTextContents())).toEqual(new Set(['Sukses']))
  expect(new Set(await column('Metode Bayar').allTextContents())).toEqual(new Set(['Tunai']))
  expect(await seriousViolations(page)).toEqual([])

  // The receipt of the first sale.
  const first = page.getByRole('button', { name: /^Lihat detail INV\// }).first()
  const trxNo = ((await first.textContent()) ?? '').trim()
  await first.click()
  const drawer = page.getByRole('dialog', { name: `Transaksi ${trxNo}` })
  const receipt = drawer.getByRole('region', { name: 'Struk' })
  await expect(receipt).toContainText(trxNo)
  await expect(receipt).toContainText('Subtotal')
  await expect(receipt).toContainText('Total')
  await expect(receipt).toContainText('Dibayar')
  await expect(receipt).toContainText('Kembalian')
  expect(await receipt.getByRole('row').count()).toBeGreaterThan(0)
  expect(await seriousViolations(page)).toEqual([])
  await expect(drawer).toContainText('Tunai')
  await expect(page).toHaveURL(/[?&]id=\d+/)
  await drawer.getByRole('button', { name: 'Tutup' }).last().click()
  await expect(drawer).toBeHidden()

  // Next page by cursor, and back.
  await page.getByRole('button', { name: 'Selanjutnya' }).click()
  await expect(page.getByText('Halaman 2')).toBeVisible()
  await expect(page.getByTestId('list-range')).toHaveText(
    `Menampilkan 51–${formatNumber(Math.min(100, count))} dari ${formatNumber(count)} data`,
  )
  await expect(page.getByRole('button', { name: `Lihat detail ${trxNo}` })).toHaveCount(0)
  await page.getByRole('button', { name: 'Sebelumnya' }).click()
  await expect(page.getByRole('button', { name: `Lihat detail ${trxNo}` })).toBeVisible()

  // Export: every row of the filter, not one page; the header is the visible columns.
  await page.getByRole('button', { name: 'Ekspor' }).click()
  const downloading = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: 'CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(
    /^transaksi-retail-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}-.*\.csv$/,
  )
  const records = parse(await readFile(await download.path()), { bom: true }) as string[][]
  expect(records.length - 1).toBe(count)
  expect(records[0]).toEqual(headers)
  expect(records.some((r) => r[1] === trxNo)).toBe(true)
  await expect(page.getByText(`Ekspor selesai: ${formatNumber(count)} baris`)).toBeVisible()

  // Oldest first from the time column's header.
  await table.getByRole('button', { name: 'Waktu' }).click()
  await expect(page).toHaveURL(/dir=asc/)
  await expect(table.getByRole('columnheader', { name: 'Waktu' })).toHaveAttribute('aria-sort', 'ascending')
  await expect(page.getByRole('button', { name: `Lihat detail ${trxNo}` })).toHaveCount(0)
  expect(problems).toEqual([])
})

test('a saved view brings back its filters; opsretail sees only its client', async ({ page, request }) => {
  const name = `Tunai gagal ${uniqueSuffix()}`
  await login(page, 'opsretail')
  await page.goto(`${RETAIL}?period=last30&status=REVERSED`)
  await expect(page.getByLabel('Filter Status')).toHaveValue('REVERSED')
  await page.getByRole('button', { name: 'Tampilan tersimpan' }).click()
  await page.getByRole('menuitem', { name: 'Simpan tampilan ini…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Simpan tampilan' })
  await dialog.getByLabel('Nama tampilan').fill(name)
  await dialog.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByText(`Tampilan "${name}" disimpan.`)).toBeVisible()

  await page.goto(RETAIL)
  await expect(page.getByLabel('Periode', { exact: true })).toHaveValue('today')
  await page.getByRole('button', { name: 'Tampilan tersimpan' }).click()
  await page.getByRole('menuitem', { name }).click()
  await expect(page).toHaveURL(/period=last30/)
  await expect(page.getByLabel('Filter Status')).toHaveValue('REVERSED')

  // The merchant picker and the rows are limited to CLT001.
  const token = await pageToken(page)
  const list = await api<{ items: { merchantName: string; clientName: string }[] }>(
    request,
    token,
    '/transaction/retail/list',
    { ...periodRange('last30'), pageSize: 100 },
  )
  const clients = await api<{ label: string }[]>(request, token, '/client/options', {})
  expect(clients.result.map((c) => c.label)).toHaveLength(1)
  expect(list.result.items.length).toBeGreaterThan(0)
  expect(new Set(list.result.items.map((r) => r.clientName))).toEqual(new Set([clients.result[0]?.label]))
  const merchant = list.result.items[0]?.merchantName ?? ''
  await page.getByRole('combobox', { name: 'Filter Merchant' }).click()
  await page.getByRole('combobox', { name: 'Cari Merchant' }).fill(merchant)
  await page
    .getByRole('listbox', { name: 'Merchant' })
    .getByRole('option', { name: merchant })
    .first()
    .click()
  await expect(page).toHaveURL(/merchantId=\d+/)
  const forbidden = await api(request, token, '/transaction/biller/list', {})
  expect(forbidden.status).toBe(403)
})
