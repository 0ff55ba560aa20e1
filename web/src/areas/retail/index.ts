import type { retail } from '#contract/retail/index.ts'
import { webArea } from '../../engine/area.ts'
import { lazyPage } from '../../engine/lazy-page.ts'

export const retailPages = webArea<typeof retail>({
  '/dashboard/retail/product-all': lazyPage(() =>
    import('./products-page.tsx').then((m) => ({ default: m.ProductsPage })),
  ),
  // The cashier's own chunk (grid, cart, payment, QR code, IndexedDB queue): never in the shell's first load.
  '/pos/kasir': lazyPage(() => import('./pos/kasir-page.tsx').then((m) => ({ default: m.KasirPage }))),
})
