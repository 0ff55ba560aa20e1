import { expect, test } from '@playwright/test'
import { login, seriousViolations } from './helpers.ts'
import { api, apiToken, pick, uniqueSuffix } from './resources-helpers.ts'

/**
 * Issue 18 items 1 and 5: a product's photo uploaded, shown and removed; a stock count recorded and the
 * ingredients' variance read for its outlet.
 */
const ROUTE = '/dashboard/retail/product-all'
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

test('upload a product photo, see it in the list, and remove it after a confirmation', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'superadmin')
  const categories = await api<{ items: { id: number; merchantId: number }[] }>(
    request,
    token,
    '/product-category/list',
    { search: 'MINUMAN', pageSize: 1 },
  )
  const category = categories.result.items[0]
  if (!category) throw new Error('no demo café with the MINUMAN category')
  const name = `Es Teh Foto ${uniqueSuffix()}`
  await api(request, token, '/product/add', {
    merchantId: category.merchantId,
    outletId: null,
    categoryId: category.id,
    sku: `E2E-FOTO-${uniqueSuffix()}`,
    barcode: '',
    name,
    unit: 'gelas',
    costPrice: 3000,
    sellPrice: 8000,
    taxType: 'PB1',
    status: 'ACTIVE',
  })

  await login(page, 'superadmin')
  await page.goto(ROUTE)
  await page.getByRole('searchbox').first().fill(name)
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible()
  await page.getByRole('button', { name: `Aksi untuk ${name}` }).click()
  await page.getByRole('menuitem', { name: 'Foto produk' }).click()
  const dialog = page.getByRole('dialog', { name: `Foto ${name}` })
  await expect(dialog.getByText('Produk ini belum punya foto.')).toBeVisible()
  // A PDF is refused by the browser's check before any call; the server checks the bytes again (API tests).
  await dialog.getByLabel('Unggah foto').setInputFiles({
    name: 'bukan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  })
  await dialog.getByRole('button', { name: 'Simpan Foto' }).click()
  await expect(dialog.getByText('Foto harus berupa gambar PNG, JPG atau WEBP.')).toBeVisible()
  await dialog
    .getByLabel('Unggah foto')
    .setInputFiles({ name: 'es-teh.png', mimeType: 'image/png', buffer: PNG })
  await dialog.getByRole('button', { name: 'Simpan Foto' }).click()
  await expect(dialog.getByRole('img', { name: `Foto ${name}` })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await dialog.getByRole('button', { name: 'Tutup' }).first().click()
  // The thumbnail beside the name in the list.
  await expect(
    page.getByRole('row', { name: new RegExp(literal(name)) }).locator('img[src^="data:image/png"]'),
  ).toBeVisible()

  await page.getByRole('button', { name: `Aksi untuk ${name}` }).click()
  await page.getByRole('menuitem', { name: 'Foto produk' }).click()
  await dialog.getByRole('button', { name: 'Hapus Foto' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, hapus' }).click()
  await expect(dialog.getByText('Produk ini belum punya foto.')).toBeVisible()
})

test('record a stock count and read the ingredients’ variance of its outlet', async ({ page, request }) => {
  const token = await apiToken(request, 'superadmin')
  // An outlet the demo counted (its ingredients were counted a week and a day ago).
  const counts = await api<{ items: { outletId: number; outletName: string }[] }>(
    request,
    token,
    '/stock-count/list',
    { pageSize: 1 },
  )
  const outlet = counts.result.items[0]
  if (!outlet) throw new Error('no demo stock count')
  const sheet = await api<{ lines: { name: string; unit: string }[] }>(request, token, '/stock-count/sheet', {
    outletId: outlet.outletId,
  })
  const ingredient = sheet.result.lines[0]
  if (!ingredient) throw new Error('no ingredient to count')

  await login(page, 'superadmin')
  await page.goto(`${ROUTE}?view=opname`)
  await expect(page.getByRole('heading', { level: 1, name: 'Stok Opname' })).toBeVisible()
  await page.getByRole('button', { name: 'Catat Opname' }).click()
  const dialog = page.getByRole('dialog', { name: 'Catat Stok Opname' })
  await pick(dialog, 'Outlet', outlet.outletName, outlet.outletName)
  await dialog.getByLabel(ingredient.name, { exact: true }).fill('-1')
  await dialog.getByRole('button', { name: 'Simpan Opname' }).click()
  await expect(dialog.getByText(/Jumlah dihitung harus angka 0 atau lebih/).first()).toBeVisible()
  await dialog.getByLabel(ingredient.name, { exact: true }).fill('2,5')
  await dialog.getByRole('button', { name: 'Simpan Opname' }).click()
  await expect(dialog).toBeHidden()
  await expect(
    page
      .getByRole('row', {
        name: new RegExp(`${literal(ingredient.name)}.*${literal(outlet.outletName)}.*2,5`),
      })
      .first(),
  ).toBeVisible()

  await page.getByRole('link', { name: 'Selisih Stok' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Selisih Stok' })).toBeVisible()
  await pick(page, 'Outlet', outlet.outletName, outlet.outletName)
  const row = page.getByRole('row', { name: new RegExp(literal(ingredient.name)) }).first()
  await expect(row).toContainText('s.d.')
  await expect(row).toContainText(`2,5 ${ingredient.unit}`)
  expect(await seriousViolations(page)).toEqual([])
})
