import { type APIRequestContext, expect, test } from '@playwright/test'
import { login, seriousViolations } from './helpers.ts'
import { api, apiToken, pick, uniqueSuffix } from './resources-helpers.ts'

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The partner app (issue 16 §5): a banner created with its image appears in the preview of the app's home screen;
 * a merchant mapped by hand to a partner-app segment.
 */

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

test('create a banner with an image and see it in the preview', async ({ page }) => {
  // Form, upload, preview and the accessibility check: more than the default on a shared machine.
  test.setTimeout(90_000)
  const title = `Promo Uji ${uniqueSuffix()}`
  await login(page, 'superadmin')
  await page.goto('/dashboard/mint-partner/mint-partner-homepage')
  await expect(page.getByRole('heading', { level: 1, name: 'Beranda MINT Partner' })).toBeVisible()
  const phone = page.getByRole('region', { name: 'Layar beranda MINT Partner' })
  await expect(phone.getByRole('list', { name: 'Urutan banner yang tampil' })).toBeVisible()
  await expect(phone).not.toContainText(title)

  await page.getByRole('button', { name: 'Tambah Banner' }).click()
  const form = page.getByRole('dialog', { name: 'Tambah Banner' })
  await form.getByLabel('Judul').fill(title)
  await form.getByLabel('Tautan').fill('/promo/uji')
  // An hour ago in WIB (the field is WIB wall-clock time), typed as id-ID writes it.
  const start = wibText(Date.now() - 3_600_000)
  await form.getByLabel('Mulai Tayang', { exact: true }).fill(start.day)
  await form.getByLabel('Jam Mulai Tayang').fill(start.time)
  await form.getByLabel('Status').selectOption('PUBLISHED')
  await form.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByText('Banner berhasil ditambahkan.')).toBeVisible()
  // Without an image it is not shown yet.
  await expect(phone).not.toContainText(title)

  await page.getByRole('searchbox').first().fill(title)
  await page.getByRole('button', { name: `Aksi untuk ${title}` }).click()
  await page.getByRole('menuitem', { name: 'Gambar banner' }).click()
  const dialog = page.getByRole('dialog', { name: `Gambar ${title}` })
  await dialog
    .getByLabel('Unggah gambar')
    .setInputFiles({ name: 'promo.png', mimeType: 'image/png', buffer: PNG })
  await dialog.getByRole('button', { name: 'Simpan Gambar' }).click()
  await expect(dialog.getByRole('img', { name: `Gambar ${title}` })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await dialog.getByRole('button', { name: 'Tutup' }).first().click()

  // The preview (everyone, now) now lists it, last in the order.
  const order = phone.getByRole('list', { name: 'Urutan banner yang tampil' })
  await expect(order).toContainText(title)
  await expect(order.getByRole('listitem').last()).toContainText(title)

  // Two hours ago, before its window opened, the preview does not show it; emptied, it is now again.
  const before = wibText(Date.now() - 2 * 3_600_000)
  await page.getByLabel('Waktu', { exact: true }).fill(before.day)
  await page.getByLabel('Jam', { exact: true }).fill(before.time)
  await expect(order).not.toContainText(title)
  await page.getByLabel('Waktu', { exact: true }).fill('')
  await expect(order).toContainText(title)
})

/** A moment as the date and time boxes take it: WIB, 25/11/2026 and 08.30. */
function wibText(ms: number) {
  const wib = new Date(ms + 7 * 3_600_000).toISOString()
  return {
    day: `${wib.slice(8, 10)}/${wib.slice(5, 7)}/${wib.slice(0, 4)}`,
    time: `${wib.slice(11, 13)}.${wib.slice(14, 16)}`,
  }
}

test('map a merchant to a partner-app segment', async ({ page, request }) => {
  // A merchant with no internal segment yet (of a client other than the first, when there is one).
  const token = await apiToken(request, 'superadmin')
  const merchants = await api<{ items: { id: number; mid: string; name: string }[] }>(
    request,
    token,
    '/merchant/list',
    { pageSize: 100, sort: 'name', dir: 'desc' },
  )
  const mapped = await api<{ items: { merchantId: number }[] }>(
    request,
    token,
    '/partner-segment-member/list',
    {
      pageSize: 100,
      filters: { audience: 'INTERNAL' },
    },
  )
  const taken = new Set(mapped.result.items.map((m) => m.merchantId))
  const merchant = merchants.result.items.find((m) => !taken.has(m.id))
  if (!merchant) throw new Error('every demo merchant of the page has an internal segment')

  await login(page, 'superadmin')
  await page.goto('/dashboard/mint-partner/map-mint-partner-segment')
  await expect(page.getByRole('heading', { level: 1, name: 'Pemetaan Segmen MINT Partner' })).toBeVisible()
  await page.getByRole('button', { name: 'Tambah Pemetaan segmen' }).click()
  const form = page.getByRole('dialog', { name: 'Tambah Pemetaan segmen' })
  await pick(form, 'Merchant', merchant.name, new RegExp(literal(merchant.name)))
  await form.getByLabel('Jenis Segmen').selectOption('INTERNAL')
  await pick(form, 'Segmen', 'Omzet', /Omzet Tinggi/)
  await form.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByText('Pemetaan segmen berhasil ditambahkan.')).toBeVisible()
  await page.getByRole('searchbox').first().fill(merchant.mid)
  const row = page.getByRole('row', { name: new RegExp(literal(merchant.name)) })
  await expect(row).toContainText('Omzet Tinggi')
  await expect(row).toContainText('Manual')

  // A second internal segment for the same merchant is refused, naming the first.
  const again = await api(request, token, '/partner-segment-member/add', {
    merchantId: merchant.id,
    audience: 'INTERNAL',
    segmentId: await segmentId(request, token, 'INT-AKTIF'),
  })
  expect(again.status).toBe(409)
  expect(again.message).toContain('Omzet Tinggi')
  expect(await seriousViolations(page)).toEqual([])
})

async function segmentId(request: APIRequestContext, token: string, code: string): Promise<number> {
  const res = await api<{ items: { id: number; code: string }[] }>(
    request,
    token,
    '/partner-segment-internal/list',
    {
      search: code,
    },
  )
  return res.result.items.find((s) => s.code === code)?.id ?? 0
}
