import { lazy, Suspense } from 'react'
import type { RoleMasterItem } from '#contract/account/roles.ts'
import { Dialog, DialogContent } from '../../ui/dialog.tsx'
import { PageSpinner } from '../../ui/spinner.tsx'

/** The label form (react-hook-form and its zod resolver) loads when a label is first edited (issue 12 budgets). */
const LabelForm = lazy(() => import('./feature-label-form.tsx').then((m) => ({ default: m.LabelForm })))

/**
 * "Ubah Label Fitur" (features-page.tsx): Radix's dialog (~13 KB gzip) loads when a label is first edited,
 * then stays drawn so it closes with its animation and focus handling.
 */
export function FeatureLabelDialog({
  editing,
  onClose,
}: {
  editing: RoleMasterItem | null
  onClose: () => void
}) {
  return (
    <Dialog open={editing !== null} onOpenChange={(o) => (o ? undefined : onClose())}>
      {editing ? (
        <DialogContent title="Ubah Label Fitur">
          <Suspense fallback={<PageSpinner />}>
            <LabelForm feature={editing} onClose={onClose} />
          </Suspense>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
