import type { help } from '#contract/help/index.ts'
import { webArea } from '../../engine/area.ts'
import { lazyPage } from '../../engine/lazy-page.ts'

export const helpPages = webArea<typeof help>({
  '/dashboard/pusat-bantuan/category': lazyPage(() =>
    import('./content-pages.tsx').then((m) => ({ default: m.CategoryPage })),
  ),
  '/dashboard/pusat-bantuan/sub-category': lazyPage(() =>
    import('./content-pages.tsx').then((m) => ({ default: m.SubCategoryPage })),
  ),
  '/dashboard/pusat-bantuan/faq': lazyPage(() =>
    import('./content-pages.tsx').then((m) => ({ default: m.FaqPage })),
  ),
  '/dashboard/pusat-bantuan/complain': lazyPage(() =>
    import('./complain-page.tsx').then((m) => ({ default: m.ComplainPage })),
  ),
  '/dashboard/account/bantuan': lazyPage(() =>
    import('./help-read-page.tsx').then((m) => ({ default: m.HelpReadPage })),
  ),
})
