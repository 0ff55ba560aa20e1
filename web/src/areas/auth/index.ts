import type { auth } from '#contract/auth/index.ts'
import { webArea } from '../../engine/area.ts'
import { lazyPage } from '../../engine/lazy-page.ts'

export const authPages = webArea<typeof auth>({
  '/login': lazyPage(() => import('./login-page.tsx').then((m) => ({ default: m.LoginPage }))),
  '/login/forgot-password': lazyPage(() =>
    import('./forgot-password-page.tsx').then((m) => ({ default: m.ForgotPasswordPage })),
  ),
  '/login/reset-password': lazyPage(() =>
    import('./reset-password-page.tsx').then((m) => ({ default: m.ResetPasswordPage })),
  ),
  '/dashboard/account/security': lazyPage(() =>
    import('./two-factor/security-page.tsx').then((m) => ({ default: m.SecurityPage })),
  ),
})
