import './styles.css'
import { lazy, StrictMode, Suspense, useCallback, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { isPublicPath } from '#contract/navigation/public-paths.ts'
import { PUBLIC_AREA_PAGES } from '../areas/public-pages.ts'
import { PageSpinner } from '../ui/spinner.tsx'
import { prefetchApp } from './prefetch-app.ts'
import { PublicNotFound } from './public-not-found.tsx'
import { whenIdleAfterLoad } from './when-idle.ts'

/**
 * The entry of the public pages (/login, /login/forgot-password, /registration …), web/public-pages.html
 * (docs/ARCHITECTURE.md "Bundle size"). A phone on a mobile network opens these first, so they carry only
 * React and the page itself: no router (each public page is its own document, links are page loads), no
 * query cache, no menu, no classic zod. Once the page is interactive the signed-in app is fetched in the
 * background, so entering it after signing in is a load from cache.
 */
const Toasts = lazy(() => import('../ui/toasts.tsx').then((m) => ({ default: m.Toasts })))

const pathname = window.location.pathname.replace(/(.)\/+$/, '$1')
const Page = isPublicPath(pathname) ? PUBLIC_AREA_PAGES[pathname] : undefined

function PublicApp() {
  // The toast container and the app's files wait until the page is shown and the browser is idle:
  // nothing on the page needs them, and fetched earlier they would compete with the page's own chunk.
  const [idle, setIdle] = useState(false)
  const onShown = useCallback(() => {
    whenIdleAfterLoad(() => {
      setIdle(true)
      prefetchApp()
    })
  }, [])
  return (
    <div lang="id" className="min-h-dvh">
      <Suspense fallback={<PageSpinner />}>
        {Page ? <Page /> : <PublicNotFound />}
        <Shown onShown={onShown} />
      </Suspense>
      {idle ? (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      ) : null}
    </div>
  )
}

/** Calls `onShown` once its Suspense boundary has drawn the page (the page's lazy chunk has arrived). */
function Shown({ onShown }: { onShown: () => void }) {
  useEffect(() => onShown(), [onShown])
  return null
}

const container = document.getElementById('root')
if (!container) throw new Error('#root element missing from public-pages.html')
createRoot(container).render(
  <StrictMode>
    <PublicApp />
  </StrictMode>,
)
