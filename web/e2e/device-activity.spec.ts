import { expect, test } from '@playwright/test'
import { login } from './helpers.ts'

test('Periode Aktivitas Device: per device over the last 30 days, against a period, then one device’s log', async ({
  page,
}) => {
  await login(page, 'superadmin')
  await page.goto('/dashboard/corporate/deviceoutletactivity')
  await expect(page.getByRole('heading', { level: 1, name: 'Periode Aktivitas Device' })).toBeVisible()
  const views = page.getByRole('navigation', { name: 'Tampilan aktivitas device' })
  await expect(views.getByRole('link', { name: 'Aktivitas per Device' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page.getByTestId('summary-range')).toContainText(
    /Aktivitas \d{2}\/\d{2}\/\d{4}–\d{2}\/\d{2}\/\d{4}/,
  )
  await expect(page.getByRole('columnheader', { name: 'Hari Aktif' })).toBeVisible()

  // The busiest device first: the demo devices report heartbeats every day.
  await page.getByRole('button', { name: 'Heartbeat' }).click()
  await page.getByRole('button', { name: 'Heartbeat' }).click()
  await expect(page).toHaveURL(/sort=heartbeats&dir=desc|dir=desc.*sort=heartbeats/)
  // The unsorted page can still be on screen for a moment: wait for the sorted one.
  const first = page.locator('tbody tr').first()
  await expect
    .poll(async () => Number((await first.locator('td').nth(4).textContent())?.replace(/\./g, '')))
    .toBeGreaterThan(0)

  // Against a period: its days and minimums, and who meets them.
  await page.getByRole('combobox', { name: 'Filter Periode' }).click()
  await page.getByRole('listbox', { name: 'Periode' }).getByRole('option').first().click()
  await expect(page.getByTestId('summary-range')).toContainText(
    /^Periode .*minimal \d+ hari aktif dan [\d.]+ transaksi sukses\.$/,
  )
  await expect(page.getByLabel('Filter Memenuhi Minimum')).toBeVisible()
  await expect(
    page.getByRole('group', { name: 'Tanggal aktivitas' }).getByLabel('Tanggal aktivitas dari tanggal'),
  ).toBeDisabled()

  // One device's events, from its row.
  const logLink = page.getByRole('link', { name: /^Log aktivitas / }).first()
  const device = ((await logLink.getAttribute('aria-label')) ?? '').replace('Log aktivitas ', '')
  await logLink.click()
  await expect(page).toHaveURL(/view=log/)
  await expect(views.getByRole('link', { name: 'Log Aktivitas' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('searchbox', { name: /Cari/ })).toHaveValue(device)
  await expect(page.getByTestId('list-range')).toContainText('dari')

  // The periods are the third view, with their form.
  await views.getByRole('link', { name: 'Periode' }).click()
  await expect(page.getByRole('button', { name: 'Tambah Periode aktivitas' })).toBeVisible()
})
