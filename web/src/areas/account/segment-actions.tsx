import { Eye, ListChecks, Pencil, Trash2 } from 'lucide-react'
import type { RoleSegmentItem } from '#contract/account/roles.ts'
import { RowMenu } from '../../engine/row-actions.tsx'
import { DropdownMenuItem, DropdownMenuSeparator } from '../../ui/dropdown-menu.tsx'

/** "Aksi" of one segment: its features (only seen for one's own segment), change, delete. */
export function SegmentActions({
  segment,
  own,
  onOpen,
  onEdit,
  onDelete,
}: {
  segment: RoleSegmentItem
  /** The user's own segment: its features are only seen, it is not changed or deleted here. */
  own: boolean
  onOpen: () => void
  onEdit: () => void
  onDelete: () => void
}) {
  return (
    <RowMenu label={`Aksi untuk ${segment.name}`}>
      <DropdownMenuItem onSelect={onOpen}>
        {own ? <Eye aria-hidden="true" /> : <ListChecks aria-hidden="true" />}
        {own ? 'Lihat fitur' : 'Atur fitur'}
      </DropdownMenuItem>
      {own ? null : (
        <>
          <DropdownMenuItem onSelect={onEdit}>
            <Pencil aria-hidden="true" />
            Ubah
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem className="text-destructive" onSelect={onDelete}>
            <Trash2 aria-hidden="true" />
            Hapus
          </DropdownMenuItem>
        </>
      )}
    </RowMenu>
  )
}
