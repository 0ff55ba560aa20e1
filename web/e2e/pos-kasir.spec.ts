import { expect, type Page, test } from '@playwright/test'
import { login } from './helpers.ts'
import { api, apiToken } from './resources-helpers.ts'

/**
 * Issue 18 items 3–4: sell by barcode with a split payment (QRIS through the simulated acquirer + cash) and
 * print the 58 mm receipt; a sale made offline waits in IndexedDB with its receipt number and is sent
 * exactly once when the network returns.
 */
const ROUTE = '/pos/kasir'
const INDOMIE = '8992388101016'
const AQUA = '8993675010011'

/** A demo shop's outlet (the retail catalogue: Indomie and Aqua with their barcodes) and a signed-in cashier. */
async function openRegister(page: Page, request: Parameters<typeof apiToken>[0], index: number) {
  const token = await apiToken(request, 'superadmin')
  const products = await api<{ items: { merchantName: string }[] }>(request, token, '/product/list', {
    search: INDOMIE,
    pageSize: 5,
  })
  const merchantName = products.result.items[index]?.merchantName ?? products.result.items[0]?.merchantName
  if (!merchantName) throw new Error('no demo shop sells Indomie')
  const outlets = await api<{ id: number }[]>(request, token, '/pos/outlets', { search: merchantName })
  const outletId = outlets.result[0]?.id
  if (!outletId) throw new Error(`no outlet of ${merchantName}`)
  await login(page, 'superadmin')
  await page.evaluate((id) => window.localStorage.setItem('mint-pos-outlet', String(id)), outletId)
  await page.goto(ROUTE)
  await expect(page.getByRole('heading', { name: /^Kasir · / })).toBeVisible()
  const openShift = page.getByRole('button', { name: 'Buka Shift' })
  const search = page.getByPlaceholder(/scan barcode/)
  await expect(openShift.or(search)).toBeVisible()
  if (await openShift.isVisible()) {
    await page.getByLabel('Kas awal (Rp)').fill('100000')
    await openShift.click()
  }
  await expect(search).toBeFocused()
  return { token, search }
}

async function scan(page: Page, code: string) {
  // A USB scanner types the digits into the focused field and presses Enter.
  await page.keyboard.type(code)
  await page.keyboard.press('Enter')
}

test('sell by barcode with a split payment (QRIS + cash) and print the receipt', async ({
  page,
  request,
}) => {
  const { token } = await openRegister(page, request, 0)
  await scan(page, INDOMIE)
  await scan(page, INDOMIE)
  await scan(page, AQUA)
  const cart = page.getByTestId('cart')
  await expect(cart.getByRole('listitem')).toHaveCount(2)
  await expect(cart.getByLabel('Jml').first()).toHaveValue('2')
  // 2 × 3.500 + 4.000 = 11.000; PPN 12% on DPP 11/12: 10.083 → 1.210.
  await expect(page.getByTestId('cart-total')).toHaveText(/12\.210/)

  await page.keyboard.press('F4')
  const dialog = page.getByRole('dialog', { name: /Pembayaran/ })
  await dialog.getByRole('button', { name: 'QRIS' }).click()
  await dialog.getByLabel(/Nominal QRIS/).fill('10000')
  await dialog.getByRole('button', { name: 'Tambah' }).click()
  const qr = dialog.getByRole('img', { name: /Kode QRIS/ })
  await expect(qr).toBeVisible()
  expect(await qr.getAttribute('data-payload')).toMatch(/^000201010212.*540510000.*6304[0-9A-F]{4}$/)
  await expect(dialog.getByRole('button', { name: 'Selesaikan' })).toBeDisabled()
  await dialog.getByRole('button', { name: 'Simulasikan: QRIS dibayar' }).click()
  await dialog.getByRole('button', { name: 'Tunai' }).click()
  // Quick cash: 2.210 left after the QRIS part, so the first note up is Rp 5.000.
  await dialog.getByRole('button', { name: /^Rp\s?5\.000$/ }).click()
  await expect(dialog.getByTestId('change')).toHaveText(/2\.790/)
  await dialog.getByRole('button', { name: 'Selesaikan' }).click()

  const receiptDialog = page.getByRole('dialog', { name: /^Struk INV\// })
  await expect(receiptDialog).toBeVisible()
  // Found by test id, not through the dialog: printing hides the dialog and shows only the receipt.
  const receipt = page.getByTestId('receipt')
  await expect(receipt).toContainText('Terima kasih')
  await expect(receipt).toContainText('(ditanggung pelanggan)')
  const receiptNo = ((await receiptDialog.getByRole('heading').textContent()) ?? '')
    .replace('Struk ', '')
    .trim()
  expect(receiptNo).toMatch(/^INV\/[A-Z0-9]+\/\d{8}\/\d{4}$/)

  await page.evaluate(() => {
    ;(window as unknown as { printed: number }).printed = 0
    window.print = () => {
      ;(window as unknown as { printed: number }).printed++
    }
  })
  await receiptDialog.getByRole('button', { name: 'Cetak Struk' }).click()
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
  await page.emulateMedia({ media: 'print' })
  const box = await receipt.boundingBox()
  // 58 mm at 96 dpi is about 219 px.
  expect(Math.round(box?.width ?? 0)).toBeGreaterThan(210)
  expect(Math.round(box?.width ?? 0)).toBeLessThan(230)
  await page.emulateMedia({ media: 'screen' })

  const list = await api<{ items: { trxNo: string }[] }>(request, token, '/transaction/retail/list', {
    search: receiptNo,
  })
  expect(list.result.items.map((i) => i.trxNo)).toEqual([receiptNo])
})

test('a sale made offline is kept with its receipt number and sent once when the network returns', async ({
  page,
  context,
  request,
}) => {
  const { token } = await openRegister(page, request, 1)
  const queue = page.getByTestId('queue-count')
  await expect(queue).toHaveText('Antrean offline: 0')
  await context.setOffline(true)
  await expect(page.getByText('Offline', { exact: true })).toBeVisible()
  await scan(page, AQUA)
  await page.keyboard.press('F4')
  const dialog = page.getByRole('dialog', { name: /Pembayaran/ })
  await dialog.getByRole('button', { name: 'Tambah' }).click()
  await dialog.getByRole('button', { name: 'Selesaikan' }).click()
  const receiptDialog = page.getByRole('dialog', { name: /^Struk INV\// })
  await expect(receiptDialog.getByTestId('receipt')).toContainText('Tersimpan offline')
  const receiptNo = ((await receiptDialog.getByRole('heading').textContent()) ?? '')
    .replace('Struk ', '')
    .trim()
  await expect(queue).toHaveText('Antrean offline: 1')

  await context.setOffline(false)
  await expect(queue).toHaveText('Antrean offline: 0', { timeout: 20_000 })
  const list = await api<{ items: { trxNo: string }[] }>(request, token, '/transaction/retail/list', {
    search: receiptNo,
  })
  expect(list.result.items.map((i) => i.trxNo)).toEqual([receiptNo])
  // Another flush (the periodic tick, a reload) finds nothing left to send: still one sale.
  await page.reload()
  await expect(queue).toHaveText('Antrean offline: 0')
  const again = await api<{ items: { trxNo: string }[] }>(request, token, '/transaction/retail/list', {
    search: receiptNo,
  })
  expect(again.result.items).toHaveLength(1)
})

test('a table’s bill saved on one device is opened and paid on another, and is gone for both', async ({
  page,
  browser,
  request,
}) => {
  const label = `Meja ${Date.now() % 100_000}`
  const { token } = await openRegister(page, request, 2)
  await scan(page, AQUA)
  await scan(page, AQUA)
  await page.keyboard.press('F6')
  const save = page.getByRole('dialog', { name: 'Simpan bill (meja)' })
  await save.getByLabel('Nama bill').fill(label)
  await save.getByLabel('Nama bill').press('Enter')
  await expect(page.getByText(`Bill "${label}" disimpan.`)).toBeVisible()
  await expect(page.getByTestId('cart').getByRole('listitem')).toHaveCount(0)

  // The second device: another browser, the same outlet.
  const other = await browser.newContext()
  const second = await other.newPage()
  await openRegister(second, request, 2)
  await second.keyboard.press('F7')
  const bills = second.getByRole('dialog', { name: 'Bill tersimpan' })
  await bills.getByRole('button', { name: `Buka bill ${label}` }).click()
  await expect(second.getByRole('region', { name: 'Keranjang' })).toContainText(`Bill ${label}`)
  await expect(second.getByTestId('cart').getByLabel('Jml').first()).toHaveValue('2')
  // Opened by the same cashier (superadmin on both devices): the first device offers "Buka", not a takeover.
  await page.keyboard.press('F7')
  const firstList = page.getByRole('dialog', { name: 'Bill tersimpan' })
  await expect(firstList.getByRole('button', { name: `Buka bill ${label}` })).toHaveText('Buka')
  await expect(firstList).not.toContainText('Sedang dibuka')
  await page.keyboard.press('Escape')
  await second.keyboard.press('F4')
  const pay = second.getByRole('dialog', { name: /Pembayaran/ })
  await pay.getByRole('button', { name: 'Tambah' }).click()
  await pay.getByRole('button', { name: 'Selesaikan' }).click()
  const receipt = second.getByRole('dialog', { name: /^Struk INV\// })
  await expect(receipt).toBeVisible()
  // The receipt prints before the sale reaches the server (the offline queue), and the queue's badge reads 0
  // before the sale is queued too; closing the device before the server confirmed would leave the bill open
  // (ci runs of 01/12/2026). The receipt's closing line changes once the server has the sale.
  await expect(receipt).toContainText('Terima kasih atas kunjungan Anda')
  await other.close()

  // Paid: the first device's list no longer has it, nor has the server.
  await page.keyboard.press('F7')
  const list = page.getByRole('dialog', { name: 'Bill tersimpan' })
  // Read once the list has loaded: either no bill at all, or the others'.
  await expect(
    list.getByText('Belum ada bill tersimpan.').or(list.getByRole('listitem').first()),
  ).toBeVisible()
  await expect(list).not.toContainText(label)
  const outlet = Number(await page.evaluate(() => window.localStorage.getItem('mint-pos-outlet')))
  const stored = await api<{ label: string }[]>(request, token, '/pos/bill/list', { outletId: outlet })
  expect(stored.result.map((b) => b.label)).not.toContain(label)
})
