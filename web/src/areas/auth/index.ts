import { lazy } from 'react'
import type { auth } from '#contract/auth/index.ts'
import { webArea } from '../../engine/area.ts'

export const authPages = webArea<typeof auth>({
  '/login': lazy(() => import('./login-page.tsx').then((m) => ({ default: m.LoginPage }))),
  '/login/forgot-password': lazy(() =>
    import('./forgot-password-page.tsx').then((m) => ({ default: m.ForgotPasswordPage })),
  ),
  '/login/reset-password': lazy(() =>
    import('./reset-password-page.tsx').then((m) => ({ default: m.ResetPasswordPage })),
  ),
  '/dashboard/account/security': lazy(() =>
    import('./two-factor/security-page.tsx').then((m) => ({ default: m.SecurityPage })),
  ),
})
