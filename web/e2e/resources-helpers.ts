import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import { hashLoginPassword } from '#contract/auth/password-encoding.ts'
import { DEMO_PASSWORD } from './helpers.ts'

/** Helpers of the resource-engine specs: API calls with a demo account's token, unique values, selects. */

/** Digits unique to this run and call (for MIDs, NIKs …). */
export function uniqueDigits(length: number): string {
  const seed = `${Date.now()}${Math.floor(Math.random() * 1e9)}`
  return seed.slice(-length).padStart(length, '9')
}

export const uniqueSuffix = () => Math.random().toString(36).slice(2, 8).toUpperCase()

export async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/login', {
    data: { username, password: await hashLoginPassword(DEMO_PASSWORD) },
  })
  expect(res.ok()).toBe(true)
  return ((await res.json()).result as { accessToken: string }).accessToken
}

/** The token the signed-in page uses (what a crafted call from that browser would carry). */
export const pageToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('token') ?? '')

export async function api<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  body: unknown = {},
): Promise<{ status: number; success: boolean; message: string; result: T }> {
  const res = await request.post(path, { data: body, headers: { Authorization: `Bearer ${token}` } })
  const json = (await res.json()) as { success: boolean; message: string; result: T }
  return { status: res.status(), ...json }
}

/** Opens a searchable select named `name`, types `search` and picks the option named `option`. */
export async function pick(scope: Page | Locator, name: string, search: string, option: string | RegExp) {
  const page = 'page' in scope ? scope.page() : scope
  await scope.getByRole('combobox', { name, exact: true }).click()
  const box = page.getByRole('combobox', { name: `Cari ${name}` })
  await box.fill(search)
  await page.getByRole('listbox', { name }).getByRole('option', { name: option }).first().click()
}

/** The list's "Menampilkan 1–10 dari N data" total. */
export async function listTotal(page: Page): Promise<number> {
  const text = (await page.getByTestId('list-range').textContent()) ?? ''
  const m = /dari ([\d.]+) data/.exec(text)
  return m?.[1] ? Number(m[1].replace(/\./g, '')) : Number.NaN
}

export interface MerchantValues {
  group: string
  mid: string
  name: string
  email: string
}

/** Fills every field of the merchant form with valid values. */
export async function fillMerchantForm(dialog: Locator, v: MerchantValues) {
  await pick(dialog, 'Group', v.group, v.group)
  await dialog.getByLabel('MID (15 digit)', { exact: true }).fill(v.mid)
  await dialog.getByLabel('Nama Usaha', { exact: true }).fill(v.name)
  await dialog.getByLabel('Kategori Usaha', { exact: true }).selectOption('UMI')
  await dialog.getByLabel('MCC', { exact: true }).fill('5812')
  await dialog.getByLabel('Tanggal Bergabung', { exact: true }).fill('2025-02-01')
  await dialog.getByLabel('Status', { exact: true }).selectOption('ACTIVE')
  await dialog.getByLabel('Nama Pemilik', { exact: true }).fill('Sari Wulandari')
  await dialog.getByLabel('NIK Pemilik (16 digit)', { exact: true }).fill(uniqueDigits(16))
  await dialog.getByLabel('NPWP (16 digit)', { exact: true }).fill(uniqueDigits(16))
  await dialog.getByLabel('No. HP', { exact: true }).fill('0812 3456 7890')
  await dialog.getByLabel('Email', { exact: true }).fill(v.email)
  await dialog.getByLabel('Alamat', { exact: true }).fill('Jl. Braga No. 10')
  await pickAddress(dialog)
  await dialog.getByLabel('Kode Pos', { exact: true }).fill('40111')
  await pick(dialog, 'Bank', 'BCA', /Bank Central Asia/)
  await dialog.getByLabel('No. Rekening', { exact: true }).fill('1234567890')
  await dialog.getByLabel('Nama Pemilik Rekening', { exact: true }).fill('Sari Wulandari')
}

/** Province → city → district → village of Jl. Braga's neighbourhood in Bandung. */
export async function pickAddress(dialog: Locator) {
  await pick(dialog, 'Provinsi', 'jawa barat', 'Jawa Barat')
  await pick(dialog, 'Kota/Kabupaten', 'kota bandung', 'Kota Bandung')
  await pick(dialog, 'Kecamatan', 'andir', 'Andir')
  await pick(dialog, 'Kelurahan/Desa', 'ciroyom', 'Ciroyom')
}
