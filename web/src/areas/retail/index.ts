import type { retail } from '#contract/retail/index.ts'
import { webArea } from '../../engine/area.ts'
import { lazyPage } from '../../engine/lazy-page.ts'

export const retailPages = webArea<typeof retail>({
  '/dashboard/retail/product-all': lazyPage(() =>
    import('./products-page.tsx').then((m) => ({ default: m.ProductsPage })),
  ),
})
