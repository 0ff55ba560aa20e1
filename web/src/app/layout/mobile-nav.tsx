import type { RefObject } from 'react'
import type { MenuEntry } from '#contract/navigation/menu.ts'
import { Sheet, SheetContent } from '../../ui/sheet.tsx'
import { MOBILE_NAV_ID } from './mobile-nav-id.ts'
import { SidebarNav } from './sidebar-nav.tsx'

interface MobileNavProps {
  menu: readonly MenuEntry[]
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The header's menu button, focused again when the sheet closes (as Radix's own trigger would be). */
  trigger: RefObject<HTMLButtonElement | null>
}

/**
 * The sidebar on phones: an 18rem sheet with an overlay (Radix's dialog, ~13 KB gzip). Loaded when the menu
 * is first opened (issue 12 budgets: the signed-in shell is part of every page's first load), then kept.
 */
export function MobileNav({ menu, open, onOpenChange, trigger }: MobileNavProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id={MOBILE_NAV_ID}
        title="Menu utama"
        className="overflow-y-auto"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          trigger.current?.focus()
        }}
      >
        <div className="flex h-14 shrink-0 items-center gap-2 border-b border-border px-4">
          <img src="/img/favicon.svg" alt="" width={28} height={28} className="size-7" />
          <span className="font-semibold">MINT Dashboard</span>
        </div>
        <SidebarNav menu={menu} onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  )
}
