import type { wallet } from '#contract/wallet/index.ts'
import { webArea } from '../../engine/area.ts'
import { lazyPage } from '../../engine/lazy-page.ts'

export const walletPages = webArea<typeof wallet>({
  '/dashboard/corp-wallet/account': lazyPage(() =>
    import('./account-page.tsx').then((m) => ({ default: m.WalletAccountPage })),
  ),
  '/dashboard/corp-wallet/disburse-doc': lazyPage(() =>
    import('./disburse-page.tsx').then((m) => ({ default: m.DisburseDocPage })),
  ),
})
