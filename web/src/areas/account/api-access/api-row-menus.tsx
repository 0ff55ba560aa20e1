import { Pencil, Trash2 } from 'lucide-react'
import type { ApiDetailItem, ApiMasterItem } from '#contract/account/api-access.ts'
import { RowMenu } from '../../../engine/row-actions.tsx'
import { DropdownMenuItem, DropdownMenuSeparator } from '../../../ui/dropdown-menu.tsx'

/**
 * The row menus of Master API (api-master-page.tsx) and of a master's routes (routes-panel.tsx): loaded
 * right after the page, their "…" buttons drawn meanwhile (issue 12 budgets).
 */

/** "Aksi" of one API master: change, delete. */
export function MasterActions({
  master,
  onEdit,
  onDelete,
}: {
  master: ApiMasterItem
  onEdit: () => void
  onDelete: () => void
}) {
  return (
    <RowMenu label={`Aksi untuk ${master.name}`}>
      <DropdownMenuItem onSelect={onEdit}>
        <Pencil aria-hidden="true" />
        Ubah
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem onSelect={onDelete} className="text-destructive">
        <Trash2 aria-hidden="true" />
        Hapus
      </DropdownMenuItem>
    </RowMenu>
  )
}

/** "Aksi" of one route: relabel or move it; an unregistered one is also deleted. */
export function RouteActions({
  route,
  onEdit,
  onDelete,
}: {
  route: ApiDetailItem
  onEdit: () => void
  onDelete: () => void
}) {
  return (
    <RowMenu label={`Aksi untuk ${route.method} ${route.path}`}>
      <DropdownMenuItem onSelect={onEdit}>
        <Pencil aria-hidden="true" />
        Ubah / pindahkan
      </DropdownMenuItem>
      {route.registered ? null : (
        <>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={onDelete} className="text-destructive">
            <Trash2 aria-hidden="true" />
            Hapus
          </DropdownMenuItem>
        </>
      )}
    </RowMenu>
  )
}
