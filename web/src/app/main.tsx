import './class-merge.ts'
import './styles.css'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { setUnauthorizedHandler } from '../api/client.ts'
import { HOME_PAGES } from '../areas/home-pages.ts'
import { goToLogin } from '../session/login-notice.ts'
import { Providers } from './providers.tsx'
import { AppLayout } from './root-layout.tsx'
import { preloadRoute } from './route-page-lazy.ts'
import { createAppRouter } from './router.tsx'

const router = createAppRouter()

// A 401 on an authenticated call has already cleared the session: go to /login, which says why.
setUnauthorizedHandler(() => goToLogin('Sesi Anda telah berakhir. Silakan login kembali.'))

const container = document.getElementById('root')
if (!container) throw new Error('#root element missing from index.html')

// The shell and the opened page (index.html preloads the home page's files) are drawn once their code is
// there, not as a spinner first (web/src/engine/lazy-page.ts); a failed load is the route's error to show.
const path = window.location.pathname.replace(/(.)\/+$/, '$1')
const opened = HOME_PAGES[path]
void Promise.all([AppLayout.preload(), opened ? opened.preload() : preloadRoute(path)])
  .catch(() => undefined)
  .then(() =>
    // A transition: React yields to the browser while it draws the first page instead of one long task.
    startTransition(() =>
      createRoot(container).render(
        <StrictMode>
          <Providers>
            <RouterProvider router={router} />
          </Providers>
        </StrictMode>,
      ),
    ),
  )
