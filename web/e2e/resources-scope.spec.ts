import { expect, test } from '@playwright/test'
import { login } from './helpers.ts'
import { api, apiToken, pageToken } from './resources-helpers.ts'

const NOT_FOUND = 'Data tidak ditemukan atau di luar cakupan data Anda.'

test('opsretail sees only the merchants of client CLT001 and cannot open another client’s merchant', async ({
  page,
  request,
}) => {
  await login(page, 'opsretail')
  const token = await pageToken(page)
  const clients = await api<{ label: string; code: string }[]>(request, token, '/client/options', {})
  expect(clients.result.map((c) => c.code)).toEqual(['CLT001'])
  const clientName = clients.result[0]?.label ?? ''

  // The Client column (hidden by default) shows only their client, on every row of the list.
  await page.goto('/dashboard/corporate/merchant?size=100')
  await expect(page.getByRole('heading', { level: 1, name: 'Daftar Merchant' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Tambah Merchant' })).toBeVisible()
  await page.getByRole('button', { name: 'Kolom' }).click()
  await page.getByRole('menuitemcheckbox', { name: 'Client' }).click()
  await page.keyboard.press('Escape')
  const header = page.getByRole('columnheader', { name: 'Client' })
  await expect(header).toBeVisible()
  const index = await header.evaluate((th) => (th as HTMLTableCellElement).cellIndex)
  const values = await page
    .locator('tbody tr')
    .evaluateAll((rows, i) => rows.map((r) => (r as HTMLTableRowElement).cells[i]?.textContent ?? ''), index)
  expect(values.length).toBeGreaterThan(10)
  expect(new Set(values)).toEqual(new Set([clientName]))
  const range = (await page.getByTestId('list-range').textContent()) ?? ''
  expect(range).not.toContain('dari 200 data')

  // A merchant of another client: the API answers 404, and so does the detail the UI opens for it.
  const admin = await apiToken(request, 'superadmin')
  const others = await api<{ items: { id: number; clientName: string }[] }>(
    request,
    admin,
    '/merchant/list',
    {
      pageSize: 100,
      sort: 'mid',
      dir: 'desc',
    },
  )
  const foreign = others.result.items.find((m) => m.clientName !== clientName)
  if (!foreign) throw new Error('demo data has no merchant of another client')
  const crafted = await api(request, token, '/merchant/detail', { id: foreign.id })
  expect(crafted.status).toBe(404)
  expect(crafted.message).toBe(NOT_FOUND)

  await page.goto(`/dashboard/corporate/merchant?id=${foreign.id}`)
  const detail = page.getByRole('dialog', { name: 'Detail Merchant' })
  await expect(detail.getByRole('alert')).toHaveText(NOT_FOUND)

  // Put the column back as it was, for whoever signs in as opsretail next.
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Kolom' }).click()
  await page.getByRole('menuitem', { name: 'Kembalikan default' }).click()
  await expect(page.getByRole('columnheader', { name: 'Client' })).toBeHidden()
})
