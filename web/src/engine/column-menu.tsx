import { Columns3 } from 'lucide-react'
import type { ColumnDef } from '#contract/engine/resource.ts'
import { Button } from '../ui/button.tsx'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx'
import { defaultVisibility, type Visibility } from './column-visibility.ts'

/** Which columns show; the last visible column cannot be hidden. Saved per user. */
export function ColumnMenu({
  columns,
  visibility,
  onChange,
}: {
  columns: readonly ColumnDef[]
  visibility: Visibility
  onChange: (next: Visibility) => void
}) {
  const visibleCount = columns.filter((c) => visibility[c.key] !== false).length
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <Columns3 aria-hidden="true" className="size-4" />
          Kolom
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="max-h-[min(70vh,var(--radix-dropdown-menu-content-available-height))] overflow-y-auto">
        <DropdownMenuLabel>Tampilkan kolom</DropdownMenuLabel>
        {columns.map((c) => {
          const shown = visibility[c.key] !== false
          return (
            <DropdownMenuCheckboxItem
              key={c.key}
              checked={shown}
              disabled={shown && visibleCount === 1}
              onSelect={(e) => e.preventDefault()}
              onCheckedChange={(checked) => onChange({ ...visibility, [c.key]: checked === true })}
            >
              {c.label}
            </DropdownMenuCheckboxItem>
          )
        })}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onChange(defaultVisibility(columns))}>
          Kembalikan default
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
