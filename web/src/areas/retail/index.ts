import { lazy } from 'react'
import type { retail } from '#contract/retail/index.ts'
import { webArea } from '../../engine/area.ts'

export const retailPages = webArea<typeof retail>({
  '/dashboard/retail/product-all': lazy(() =>
    import('./products-page.tsx').then((m) => ({ default: m.ProductsPage })),
  ),
})
