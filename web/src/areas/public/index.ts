import type { publicArea } from '#contract/public/index.ts'
import { webArea } from '../../engine/area.ts'
import { lazyPage } from '../../engine/lazy-page.ts'

/** The public pages (issue 19): each its own small chunk of the public document (docs/ARCHITECTURE.md "Bundle size"). */
export const publicPages = webArea<typeof publicArea>({
  '/registration': lazyPage(() =>
    import('./registration-page.tsx').then((m) => ({ default: m.RegistrationPage })),
  ),
  '/mint-partner-registration': lazyPage(() =>
    import('./partner-registration-page.tsx').then((m) => ({ default: m.PartnerRegistrationPage })),
  ),
  '/mitra-mint': lazyPage(() => import('./products.tsx').then((m) => ({ default: m.MitraMintPage }))),
  '/mint-app': lazyPage(() => import('./products.tsx').then((m) => ({ default: m.MintAppPage }))),
  '/mint-retail': lazyPage(() => import('./products.tsx').then((m) => ({ default: m.MintRetailPage }))),
  '/mint-app/lupa-pin': lazyPage(() =>
    import('./forgot-pin-page.tsx').then((m) => ({ default: m.ForgotPinPage })),
  ),
  '/mint-app/lupa-password': lazyPage(() =>
    import('./forgot-password-page.tsx').then((m) => ({ default: m.MerchantForgotPasswordPage })),
  ),
})
