import './styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { setUnauthorizedHandler } from '../api/client.ts'
import { notify } from '../ui/notify.ts'
import { Providers } from './providers.tsx'
import { createAppRouter } from './router.tsx'

const router = createAppRouter()

// A 401 on an authenticated call has already cleared the session: tell the user and go to /login.
setUnauthorizedHandler(() => {
  notify('Sesi Anda telah berakhir. Silakan login kembali.', 'warning', 5000, 'session-expired')
  void router.navigate('/login', { replace: true })
})

const container = document.getElementById('root')
if (!container) throw new Error('#root element missing from index.html')

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
)
