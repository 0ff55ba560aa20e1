import { Eye, MoreHorizontal, Pencil, Trash2, Zap } from 'lucide-react'
import type { ReactNode } from 'react'
import type { ResourceDef, RowAction } from '#contract/engine/resource.ts'
import { Button } from '../ui/button.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx'
import type { Row } from './resource-api.ts'
import { actionsFor, type RowMenuItem, rowLabel } from './row-label.ts'

export { actionsFor, type RowMenuItem, rowLabel }

/** The "…" button of a row (named `label`: "Aksi untuk …") and the menu it opens. */
export function RowMenu({
  label,
  className = 'w-52',
  children,
}: {
  label: string
  className?: string
  children: ReactNode
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="size-8 px-0" aria-label={label}>
          <MoreHorizontal aria-hidden="true" className="size-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className={className}>{children}</DropdownMenuContent>
    </DropdownMenu>
  )
}

/** "Aksi" of one row: Lihat, Ubah, the resource's actions, Hapus. */
export function RowActions({
  def,
  row,
  canWrite,
  canAct,
  onView,
  onEdit,
  onDelete,
  onAction,
  extra = [],
}: {
  def: ResourceDef
  row: Row
  /** May add, edit, delete. */
  canWrite: boolean
  /** May run the resource's actions. */
  canAct: boolean
  onView: () => void
  onEdit: () => void
  onDelete: () => void
  onAction: (action: RowAction) => void
  extra?: RowMenuItem[] | undefined
}) {
  const actions = canAct ? actionsFor(def, row) : []
  return (
    <RowMenu label={`Aksi untuk ${rowLabel(def, row)}`}>
      <DropdownMenuItem onSelect={onView}>
        <Eye aria-hidden="true" />
        Lihat
      </DropdownMenuItem>
      {canWrite ? (
        <DropdownMenuItem onSelect={onEdit}>
          <Pencil aria-hidden="true" />
          Ubah
        </DropdownMenuItem>
      ) : null}
      {actions.map((a) => (
        <DropdownMenuItem
          key={a.name}
          onSelect={() => onAction(a)}
          className={a.tone === 'danger' ? 'text-destructive' : undefined}
        >
          <Zap aria-hidden="true" />
          {a.label}
        </DropdownMenuItem>
      ))}
      {extra.map((item) => (
        <DropdownMenuItem
          key={item.key}
          onSelect={item.onSelect}
          className={item.tone === 'danger' ? 'text-destructive' : undefined}
        >
          <Zap aria-hidden="true" />
          {item.label}
        </DropdownMenuItem>
      ))}
      {canWrite ? (
        <>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={onDelete} className="text-destructive">
            <Trash2 aria-hidden="true" />
            Hapus
          </DropdownMenuItem>
        </>
      ) : null}
    </RowMenu>
  )
}
