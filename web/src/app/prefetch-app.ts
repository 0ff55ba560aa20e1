/**
 * The files the signed-in app loads first (its entry, the sidebar shell and the home page), listed by the
 * build in the public page's `<meta name="mint-app-files">` (scripts/web-build/public-entry.ts). Fetched
 * as prefetches, at the lowest priority and without running them, once the public page is interactive,
 * so signing in opens the app from the cache. Absent in development, where Vite serves modules itself.
 */
export function prefetchApp(): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="mint-app-files"]')
  const files = meta?.content.split(' ').filter(Boolean) ?? []
  for (const href of files) {
    const link = document.createElement('link')
    link.rel = 'prefetch'
    link.href = href
    document.head.append(link)
  }
}
