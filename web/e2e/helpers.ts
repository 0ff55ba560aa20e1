import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { FEATURE_NAMES, type FeatureName, roleEntryOf } from '#contract/access/features.ts'
import { hashLoginPassword } from '#contract/auth/password-encoding.ts'
import { loginResultSchema } from '#contract/auth/schemas.ts'
import { passwordLogin } from '#contract/auth/sign-in.ts'
import { visibleRoutes } from '#contract/navigation/menu.ts'
import { writeLogin } from '../src/session/session.ts'

/** The demo accounts' password (docs/PRODUCT.md §11). */
export const DEMO_PASSWORD = 'Mint#2025!'
export const ISSUER_KEY = 'e2e-issuer-key'

/** The features each demo account holds (docs/PRODUCT.md §11). */
export const ACCOUNT_FEATURES = {
  superadmin: FEATURE_NAMES,
  opsretail: ['SUMMARY_RETAIL', 'MERCHANT_DATA', 'OUTLET_DATA', 'VIEW_ONLY_RETAIL_TRANSACTION'],
  mitra: [
    'SUMMARY_TOPUP',
    'ANALYTICS_SHARING_PARTNER_FEE',
    'VIEW_RIWAYAT_PENDAPATAN',
    'VIEW_MINT_PARTNER_SEGMENTATION',
  ],
} as const satisfies Record<string, readonly FeatureName[]>

export type DemoAccount = keyof typeof ACCOUNT_FEATURES

/** The menu hrefs an account should see, computed with the contract's own check. */
export const expectedMenu = (account: DemoAccount): string[] =>
  visibleRoutes(ACCOUNT_FEATURES[account].map(roleEntryOf))

export const usernameField = (page: Page) => page.getByLabel('Username atau Email')
export const passwordField = (page: Page) => page.getByLabel('Password', { exact: true })
export const loginButton = (page: Page) => page.getByRole('button', { name: 'Log In' })

/** Fills the login form and submits it (no waiting). */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await usernameField(page).fill(username)
  await passwordField(page).fill(password)
  await loginButton(page).click()
}

/**
 * Signs in and waits until the dashboard home is shown: the login page's own call (/login with the password's
 * HMAC) and the session it keeps (web/src/session/session.ts writeLogin), without filling its form, which
 * login.spec.ts tests (its messages, its redirect, its alerts). Through the form a sign-in took ~2 s idle, a
 * hundred of them in the suite.
 */
export async function login(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  const res = await page.request.post(passwordLogin.path, {
    data: { username, password: await hashLoginPassword(password) },
  })
  expect(res.status(), `sign-in of ${username}`).toBe(200)
  const stored = new Map<string, string>()
  writeLogin(
    {
      getItem: (k) => stored.get(k) ?? null,
      setItem: (k, v) => void stored.set(k, v),
      removeItem: (k) => void stored.delete(k),
    },
    loginResultSchema.parse((await res.json()).result),
  )
  // The storage is the origin's: a page that has not opened the app yet opens its health check first.
  if (!page.url().startsWith('http')) await page.goto('/health')
  await page.evaluate(
    (entries) => {
      for (const [k, v] of entries) window.localStorage.setItem(k, v)
    },
    [...stored],
  )
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Menu pengguna' })).toBeVisible()
}

/** Every data-menu-href in the page (sidebar links, including those in collapsed groups). */
export const menuHrefs = (page: Page): Promise<string[]> =>
  page
    .locator('[data-menu-href]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-menu-href') ?? ''))

export const readStorage = (page: Page, keys: readonly string[]) =>
  page.evaluate((ks) => Object.fromEntries(ks.map((k) => [k, window.localStorage.getItem(k)])), keys)

/**
 * Serious or critical axe violations of the page once it has settled (rule id and where).
 * A dialog fading in, or a button easing out of its hover colour, is briefly translucent; axe would
 * measure that frame's contrast, so the scan waits for every finite animation and transition first.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? 0))
        // A cancelled animation (its element removed) rejects `finished`; it is settled all the same.
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
