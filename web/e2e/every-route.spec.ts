import { expect, type Page, test } from '@playwright/test'
import { AREAS, RESOURCES } from '#contract/areas.ts'
import { bankList } from '#contract/location/api.ts'
import { ACCOUNT_LINKS, MENU, ROUTES } from '#contract/navigation/menu.ts'
import { isPublicPath } from '#contract/navigation/public-paths.ts'
import { REPORTS } from '#contract/transactions/reports.ts'
import { login, seriousViolations } from './helpers.ts'

/**
 * Issue 13, suite 5: every page of the menu (as superadmin, who may open all of them) and every public
 * page has no serious or critical accessibility violation, and no English left in its interface. Taken
 * from the contract, so a screen added later is covered without anyone listing it here.
 */
const MENU_ROUTES = [...new Set([...ROUTES, ...ACCOUNT_LINKS].map((r) => r.href))]
const PUBLIC_ROUTES = [...new Set(AREAS.flatMap((a) => [...a.pages]).filter(isPublicPath))]

/**
 * Words of an English interface that an Indonesian one does not use (loanwords it does use, such as
 * Status, Total, Filter, Password, Email, Merchant, are not listed, nor "No", short for Nomor).
 */
const ENGLISH =
  /\b(?:the|and|of|loading|submit|cancel|delete|save|edit|previous|next|close|show|hide|rows|error|failed|success|required|invalid|please|select|choose|settings|back|welcome|items|from|apply|view|details|actions|add|new|update|yes|page|download|upload|clear|sign|logout|forgot|home|search|records|entries|empty)\b/i

/**
 * Names the product's specification writes in English (docs/PRODUCT.md: the menu's and pages' names,
 * brand names, "Search..." and "Log In"), taken out of the text before it is checked.
 */
const ALLOWED = [
  ...MENU.flatMap((e) =>
    e.kind === 'link' ? [e.title, e.pageTitle] : [e.title, ...e.items.flatMap((i) => [i.title, i.pageTitle])],
  ),
  ...ACCOUNT_LINKS.flatMap((l) => [l.title, l.pageTitle]),
  ...[...RESOURCES, ...REPORTS].map((d) => d.title),
  'MINT Dashboard',
  'Powered by MINT Partner',
  'Search...',
  'Log In',
].sort((a, b) => b.length - a.length)

/** The page's interface text: everything shown but the rows of its tables (data, not interface). */
async function interfaceText(page: Page, dataNames: string[]): Promise<string> {
  const text = await page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement
    for (const el of clone.querySelectorAll('tbody, script, style, [aria-hidden="true"], .sr-only-data'))
      el.remove()
    const attrs = [...document.querySelectorAll('[placeholder], [aria-label], [title]')]
      .filter((el) => !el.closest('tbody'))
      .flatMap((el) => ['placeholder', 'aria-label', 'title'].map((a) => el.getAttribute(a) ?? ''))
    return `${clone.innerText}\n${attrs.join('\n')}`
  })
  let rest = text
  for (const name of [...dataNames, ...ALLOWED].sort((a, b) => b.length - a.length))
    rest = rest.split(name).join(' ')
  return rest
}

/** Opens a route and waits until it is drawn: its heading, and no list still loading. */
async function open(page: Page, route: string) {
  await page.goto(route)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 })
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
  await expect(page.getByRole('status').filter({ hasText: /^Memuat/ })).toHaveCount(0, { timeout: 15_000 })
}

/** Data a page lists outside a table, whose names are not the interface's words (a select of banks). */
async function dataNames(page: Page): Promise<string[]> {
  // The banks (issue 19 made their list public): "Bank of India Indonesia" is a bank's name, not English UI.
  const res = await page.request.post(bankList.path, { data: {} })
  const banks = ((await res.json()) as { result: { name: string; shortName: string }[] }).result
  return banks.flatMap((b) => [b.name, b.shortName]).filter(Boolean)
}

async function check(page: Page, route: string, data: string[] = []) {
  await open(page, route)
  expect.soft(await seriousViolations(page), `${route}: accessibility`).toEqual([])
  const english = (await interfaceText(page, data)).match(new RegExp(ENGLISH, 'gi'))
  expect.soft(english ?? [], `${route}: English words in the interface`).toEqual([])
}

test('every public page: accessible and in Indonesian', async ({ page }) => {
  // Eleven public pages since issue 19, an axe run each: past the default 30 s.
  test.setTimeout(120_000)
  expect(PUBLIC_ROUTES).toContain('/login')
  const data = await dataNames(page)
  for (const route of PUBLIC_ROUTES) await check(page, route, data)
})

// Parts of ten pages, run side by side by the workers: each part has its own time budget, so the menu can grow
// without one test running out of it (two halves of ~45 pages each hit 5 minutes on a loaded machine).
test.describe.configure({ mode: 'parallel' })
const PART = 10
const parts = Array.from({ length: Math.ceil(MENU_ROUTES.length / PART) }, (_, i) =>
  MENU_ROUTES.slice(i * PART, (i + 1) * PART),
)
for (const [i, routes] of parts.entries()) {
  test(`every page of the menu, part ${i + 1} of ${parts.length}: accessible and in Indonesian`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await login(page, 'superadmin')
    const data = await dataNames(page)
    for (const route of routes) await check(page, route, data)
  })
}
