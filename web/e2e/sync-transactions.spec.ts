import { expect, test } from '@playwright/test'
import type { ListResult } from '#contract/engine/resource.ts'
import { bucketOf } from '../../server/areas/transactions/sync/host.ts'
import { login } from './helpers.ts'
import { api, apiToken } from './resources-helpers.ts'

type Stuck = { id: number; trxNo: string; status: string }

/**
 * The demo host answers from the transaction number (server/areas/sync/host.ts): a first sync of a
 * number whose bucket is below 70 succeeds unless its first attempt is one of the few that time out.
 */
const willSucceed = (trxNo: string) => bucketOf(trxNo) < 70 && bucketOf(`${trxNo}#0`) >= 5

test('sync one Mycroatm transaction: confirmation, progress, result; the row leaves the list and a second sync is refused', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'superadmin')
  const stuck = await api<ListResult<Stuck>>(request, token, '/sync-transaction/mycroatm/list', {
    pageSize: 100,
    filters: { status: 'SUSPECT' },
  })
  const target = stuck.result.items.find((r) => willSucceed(r.trxNo))
  expect(target, 'a suspect Mycroatm transaction the demo host settles').toBeDefined()
  const trxNo = target?.trxNo ?? ''

  await login(page, 'superadmin')
  await page.goto(`/dashboard/sync-transaction/mycroatm?q=${trxNo}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Sinkronisasi Transaksi Mycroatm' })).toBeVisible()
  const row = page.getByRole('row', { name: new RegExp(trxNo) })
  await expect(row).toContainText('Timeout/Suspect')

  await row.getByRole('button', { name: `Sinkronkan ${trxNo}` }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('Apakah Anda yakin ingin mensinkronisasi data ini?')
  await confirm.getByRole('button', { name: 'Sinkronkan' }).click()

  const results = page.getByRole('dialog', { name: 'Hasil Sinkronisasi' })
  await expect(results).toBeVisible()
  await expect(results.getByRole('progressbar', { name: 'Kemajuan sinkronisasi' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  )
  await expect(results.getByRole('row', { name: new RegExp(trxNo) })).toContainText('Diperbarui')
  await expect(results).toContainText('Status diperbarui menjadi Sukses (RC 00: Disetujui).')
  await expect(page.getByText('Sinkronisasi selesai: 1 diperbarui.').first()).toBeVisible()
  await results.getByRole('button', { name: 'Tutup' }).last().click()

  // Final now: no longer waiting, and the host is not asked again.
  await expect(page.getByText('Tidak ditemukan data yang sesuai')).toBeVisible()
  const again = await api<{ results: { outcome: string; message: string }[] }>(
    request,
    token,
    '/sync-transaction/mycroatm/sync',
    { ids: [target?.id] },
  )
  expect(again.result.results[0]).toEqual(
    expect.objectContaining({ outcome: 'REFUSED', message: 'Transaksi sudah final (Sukses).' }),
  )
})

test('sync a selection of retail transactions: every row gets its outcome, in the dialog and in the list', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'superadmin')
  const stuck = await api<ListResult<Stuck>>(request, token, '/sync-transaction/retail/list', {
    pageSize: 100,
    filters: { status: 'PENDING' },
  })
  expect(stuck.result.items.length).toBeGreaterThanOrEqual(3)

  await login(page, 'superadmin')
  await page.goto('/dashboard/sync-transaction/retail?status=PENDING&sort=trxNo&dir=asc')
  await expect(page.getByRole('heading', { level: 1, name: 'Sinkronisasi Transaksi Retail' })).toBeVisible()
  await expect(page.locator('table[aria-busy="false"]')).toBeVisible()
  const firstThree = (await page.locator('tbody tr td:nth-child(3)').allTextContents()).slice(0, 3)
  for (const trxNo of firstThree) await page.getByRole('checkbox', { name: `Pilih ${trxNo}` }).check()
  await expect(page.getByText('3 transaksi dipilih')).toBeVisible()
  await page.getByRole('button', { name: 'Sinkronkan terpilih' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('Apakah Anda yakin ingin mensinkronisasi 3 data terpilih?')
  await confirm.getByRole('button', { name: 'Sinkronkan' }).click()

  const results = page.getByRole('dialog', { name: 'Hasil Sinkronisasi' })
  await expect(results).toBeVisible()
  await expect(results).toContainText('3 dari 3 transaksi')
  for (const trxNo of firstThree)
    await expect(results.getByRole('row', { name: new RegExp(trxNo) })).toContainText(
      /Diperbarui|Masih diproses|Gagal|Ditolak/,
    )
  await expect(page.getByText(/^Sinkronisasi selesai: /).first()).toBeVisible()
  await results.getByRole('button', { name: 'Tutup' }).last().click()

  // Whatever stayed in the list (still processing, host failure) shows its outcome in its row.
  for (const trxNo of firstThree) {
    const row = page.getByRole('row', { name: new RegExp(trxNo) })
    if ((await row.count()) > 0) await expect(row).toContainText(/Masih diproses|Gagal/)
  }
})

test('a user without the sync feature is sent home', async ({ page }) => {
  await login(page, 'opsretail')
  await page.goto('/dashboard/sync-transaction/retail')
  await expect(page).toHaveURL('/')
})
