/** Theme preference of docs/PRODUCT.md §3/§4, kept in localStorage under `theme`. */
export const THEME_KEY = 'theme'
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const
export type ThemePreference = (typeof THEME_PREFERENCES)[number]
export type ResolvedTheme = 'light' | 'dark'

export const THEME_LABELS: Record<ThemePreference, string> = {
  light: 'Terang',
  dark: 'Gelap',
  system: 'Sistem',
}

export const isThemePreference = (value: unknown): value is ThemePreference =>
  typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value)

/** Anything unknown (or nothing stored) means "follow the system". */
export const parseTheme = (raw: string | null | undefined): ThemePreference =>
  isThemePreference(raw) ? raw : 'system'

export const resolveTheme = (preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme =>
  preference === 'system' ? (systemPrefersDark ? 'dark' : 'light') : preference

/** Same logic as the inline script in index.html, which applies it before the first paint. */
export function applyTheme(resolved: ResolvedTheme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', resolved === 'dark')
  root.style.colorScheme = resolved
}
