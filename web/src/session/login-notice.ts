/**
 * A sentence for the sign-in page to show once ("Sesi Anda telah berakhir…"). The sign-in page is its
 * own document (docs/ARCHITECTURE.md "Bundle size"), so a toast raised by the app would be gone when it
 * loads: the app leaves the sentence in sessionStorage (this tab only) and the page takes it.
 */
const KEY = 'loginNotice'

export function leaveLoginNotice(text: string): void {
  try {
    window.sessionStorage.setItem(KEY, text)
  } catch {
    // Storage blocked: the page simply opens without the sentence.
  }
}

let taken: string | null | undefined

/** The sentence left for this page load (the same on every call: StrictMode renders twice). */
export function takeLoginNotice(): string | null {
  if (taken !== undefined) return taken
  try {
    taken = window.sessionStorage.getItem(KEY) || null
    window.sessionStorage.removeItem(KEY)
  } catch {
    taken = null
  }
  return taken
}

/** Leaves the app for the sign-in page (a page load: the public pages are a separate entry). */
export function goToLogin(notice?: string): void {
  if (notice) leaveLoginNotice(notice)
  window.location.replace('/login')
}
