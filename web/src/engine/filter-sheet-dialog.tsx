import type { ReactNode } from 'react'
import { Dialog, DialogBody, DialogContent, DialogFooter } from '../ui/dialog.tsx'

/**
 * The dialog of a phone's filters (filter-sheet.tsx): Radix's dialog (~13 KB gzip) loads when the sheet is
 * first opened (issue 12 budgets), then stays drawn so it closes with its animation and focus handling.
 */
export function FilterSheetDialog({
  open,
  onOpenChange,
  body,
  footer,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  body: ReactNode
  footer: ReactNode
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title="Filter" className="max-w-sm">
          <DialogBody className="flex flex-col gap-3 [&>*]:w-full [&_button[role=combobox]]:w-full">
            {body}
          </DialogBody>
          <DialogFooter>{footer}</DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
