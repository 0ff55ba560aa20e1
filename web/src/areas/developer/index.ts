import { lazy } from 'react'
import type { developer } from '#contract/developer/index.ts'
import { webArea } from '../../engine/area.ts'

export const developerPages = webArea<typeof developer>({
  '/dashboard/utils/mail-outbox': lazy(() =>
    import('./mail-outbox-page.tsx').then((m) => ({ default: m.MailOutboxPage })),
  ),
  '/dashboard/utils/biller-helper': lazy(() =>
    import('./biller-helper-page.tsx').then((m) => ({ default: m.BillerHelperPage })),
  ),
})
