import { expect, type Page, test } from '@playwright/test'
import type { SharingFeeRow } from '#contract/analytics/sharing-fee.ts'
import { login } from './helpers.ts'
import { api, apiToken, pageToken } from './resources-helpers.ts'

/**
 * Partners (issue 16 §4–6) on a phone (390 px): a registration approved through its confirmation, the partner
 * created and the applicant mailed; the partner user mitra (PTN001) sees only its own sharing fees, whatever
 * it asks for.
 */
test.use({ viewport: { width: 390, height: 844 } })

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test('approve a partner registration: confirmed, the partner created, the applicant mailed', async ({
  page,
  request,
}) => {
  const company = 'PT Loket Sentosa Indonesia'
  await login(page, 'superadmin')
  await page.goto('/dashboard/mint-partner/approved-partner?status=PENDING')
  await expect(page.getByRole('heading', { level: 1, name: 'Pendaftaran Partner' })).toBeVisible()
  await page.getByRole('searchbox').first().fill('Loket Sentosa')
  await page.getByRole('button', { name: `Aksi untuk ${company}` }).click()
  await page.getByRole('menuitem', { name: 'Setujui' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Apakah Anda yakin ingin menyetujui pendaftaran partner ini?')
  await expect(dialog).toContainText(company)
  await dialog.getByRole('button', { name: 'Setujui' }).click()
  await expect(page.getByText(/Pendaftaran disetujui\. Partner PTN\d{3} aktif\./)).toBeVisible()
  // No longer waiting: gone from the pending list.
  await expect(page.getByRole('button', { name: `Aksi untuk ${company}` })).toHaveCount(0)
  expect(await overflow(page)).toBeLessThanOrEqual(0)

  const token = await pageToken(page)
  const regs = await api<{ items: { status: string; partnerCode: string }[] }>(
    request,
    token,
    '/partner-registration/list',
    { search: 'Loket Sentosa' },
  )
  expect(regs.result.items[0]?.status).toBe('APPROVED')
  const code = regs.result.items[0]?.partnerCode ?? ''
  const partners = await api<{ items: { code: string; status: string }[] }>(request, token, '/partner/list', {
    search: code,
  })
  expect(partners.result.items[0]).toMatchObject({ code, status: 'ACTIVE' })
  const mail = await api<{ items: { subject: string }[] }>(request, token, '/mail-outbox/list', {
    search: 'loketsentosa',
  })
  expect(mail.result.items.map((m) => m.subject)).toContainEqual(expect.stringContaining('disetujui'))
  // A second approval is refused with what was decided.
  const [row] = (
    await api<{ items: { id: number }[] }>(request, token, '/partner-registration/list', {
      search: 'Loket Sentosa',
    })
  ).result.items
  const again = await api(request, token, '/partner-registration/approve', { id: row?.id })
  expect(again.status).toBe(409)
  expect(again.message).toMatch(/^Pendaftaran partner ini berstatus Disetujui \(superadmin, /)
})

test('mitra (PTN001) sees only its own sharing fees on "Daftar Sharing Fee"', async ({ page, request }) => {
  await login(page, 'mitra')
  await page.goto('/dashboard/analytics/sharing-fee?period=last30')
  await expect(page.getByRole('heading', { level: 1, name: 'Daftar Sharing Fee' })).toBeVisible()
  const table = page.getByRole('table')
  // The rows arrive after the loading rows (drawn as placeholders): wait for a partner's code in a cell.
  await expect(table.getByRole('cell', { name: /PTN\d{3}/ }).first()).toBeVisible()
  const text = await table.innerText()
  expect(text).toContain('PTN001')
  expect(text.match(/PTN\d{3}/g)?.every((c) => c === 'PTN001')).toBe(true)
  expect(await overflow(page)).toBeLessThanOrEqual(0)

  // Whatever it sends: no partner named answers its own rows only; another partner named is refused.
  const token = await pageToken(page)
  const period = { from: '2026-01-01', to: '2026-12-31' }
  const own = await api<{ items: SharingFeeRow[] }>(request, token, '/dashboard/summary/sharing-fee', {
    ...period,
    pageSize: 1000,
  })
  expect(own.status).toBe(200)
  expect(new Set(own.result.items.map((r) => r.partnerCode))).toEqual(new Set(['PTN001']))
  const admin = await apiToken(request, 'superadmin')
  const other = (
    await api<{ items: { id: number; code: string }[] }>(request, admin, '/partner/list', {
      search: 'PTN003',
    })
  ).result.items[0]
  const refused = await api(request, token, '/dashboard/summary/sharing-fee', {
    ...period,
    partnerId: other?.id,
  })
  expect(refused.status).toBe(403)
  expect(refused.message).toBe('Anda hanya dapat melihat sharing fee partner Anda sendiri.')
})
