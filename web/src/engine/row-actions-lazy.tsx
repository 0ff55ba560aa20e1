import { MoreHorizontal } from 'lucide-react'
import { type ComponentProps, lazy, Suspense } from 'react'
import { Button } from '../ui/button.tsx'
import type { RowActions } from './row-actions.tsx'
import { rowLabel } from './row-label.ts'

/**
 * The menu code (Radix's menu with its positioning library, ~19 KB gzip) is not part of a list's first
 * load (issue 12 budgets): each row's "…" button shows at once, disabled, and the menu arrives right after
 * the page, as the header's user menu does.
 */
const RowActionsMenu = lazy(() => import('./row-actions.tsx').then((m) => ({ default: m.RowActions })))

/** "Aksi" of one row (RowActions), its button drawn while the menu's code loads. */
export function LazyRowActions(props: ComponentProps<typeof RowActions>) {
  return (
    <Suspense fallback={<RowMenuButton label={`Aksi untuk ${rowLabel(props.def, props.row)}`} />}>
      <RowActionsMenu {...props} />
    </Suspense>
  )
}

/** The "…" button of a row menu as it looks before its menu can open. */
export function RowMenuButton({ label }: { label: string }) {
  return (
    <Button variant="ghost" size="sm" className="size-8 px-0" aria-label={label} disabled>
      <MoreHorizontal aria-hidden="true" className="size-4" />
    </Button>
  )
}
