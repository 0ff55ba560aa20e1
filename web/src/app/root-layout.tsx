import { Suspense, useEffect } from 'react'
import { useLocation } from 'react-router'
import { isPublicPath } from '#contract/navigation/public-paths.ts'
import { lazyPage } from '../engine/lazy-page.ts'
import { SessionGate } from './session-gate.tsx'

/** The shell, preloaded with the opened page before the app's first draw (main.tsx). */
export const AppLayout = lazyPage(() =>
  import('./layout/app-layout.tsx').then((m) => ({ default: m.AppLayout })),
)

/**
 * docs/PRODUCT.md §2: every path of this app sits behind the session gate inside the sidebar layout. The
 * public paths (/login, /registration …) are a separate entry (web/public-pages.html, docs/ARCHITECTURE.md
 * "Bundle size") that the server sends for them; a link to one from inside the app loads it.
 */
export function RootLayout() {
  const { pathname, search } = useLocation()
  if (isPublicPath(pathname)) return <LoadDocument href={`${pathname}${search}`} />
  return (
    <SessionGate>
      <Suspense fallback={null}>
        <AppLayout />
      </Suspense>
    </SessionGate>
  )
}

function LoadDocument({ href }: { href: string }) {
  useEffect(() => window.location.replace(href), [href])
  return null
}
