import './class-merge.ts'
import './styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { setUnauthorizedHandler } from '../api/client.ts'
import { goToLogin } from '../session/login-notice.ts'
import { Providers } from './providers.tsx'
import { createAppRouter } from './router.tsx'

const router = createAppRouter()

// A 401 on an authenticated call has already cleared the session: go to /login, which says why.
setUnauthorizedHandler(() => goToLogin('Sesi Anda telah berakhir. Silakan login kembali.'))

const container = document.getElementById('root')
if (!container) throw new Error('#root element missing from index.html')

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
)
