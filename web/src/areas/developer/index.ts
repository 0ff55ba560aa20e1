import type { developer } from '#contract/developer/index.ts'
import { webArea } from '../../engine/area.ts'
import { lazyPage } from '../../engine/lazy-page.ts'

export const developerPages = webArea<typeof developer>({
  '/dashboard/utils/mail-outbox': lazyPage(() =>
    import('./mail-outbox-page.tsx').then((m) => ({ default: m.MailOutboxPage })),
  ),
  '/dashboard/utils/biller-helper': lazyPage(() =>
    import('./biller-helper-page.tsx').then((m) => ({ default: m.BillerHelperPage })),
  ),
})
