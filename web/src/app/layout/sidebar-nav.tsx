import { useEffect, useState } from 'react'
import { NavLink, useLocation } from 'react-router'
import type { MenuEntry, MenuGroup, MenuLink } from '#contract/navigation/menu.ts'
import { MENU_ICONS } from '../../navigation/menu-icons.ts'
import { cn } from '../../ui/cn.ts'
import { Collapsible } from '../../ui/collapsible.tsx'

interface SidebarNavProps {
  menu: readonly MenuEntry[]
  /** Called after a click on a page link (the phone sheet closes itself). */
  onNavigate?: () => void
}

const groupHolds = (group: MenuGroup, pathname: string) => group.items.some((i) => i.href === pathname)

/**
 * The sidebar tree of one user: single links and expandable groups. Every link carries
 * data-menu-href and stays in the DOM while its group is collapsed.
 */
export function SidebarNav({ menu, onNavigate }: SidebarNavProps) {
  const { pathname } = useLocation()
  const [expanded, setExpanded] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(
      menu.flatMap((e) =>
        e.kind === 'group' ? [[e.title, e.defaultExpanded || groupHolds(e, pathname)]] : [],
      ),
    ),
  )

  // Opening a page from elsewhere (search, home shortcuts) reveals its group.
  useEffect(() => {
    const holder = menu.find((e): e is MenuGroup => e.kind === 'group' && groupHolds(e, pathname))
    if (holder) setExpanded((prev) => (prev[holder.title] ? prev : { ...prev, [holder.title]: true }))
  }, [menu, pathname])

  return (
    <nav aria-label="Menu utama" className="flex flex-col gap-1 p-3 text-sm">
      {menu.map((entry) =>
        entry.kind === 'link' ? (
          <SidebarLink key={entry.href} link={entry} onNavigate={onNavigate} topLevel />
        ) : (
          <SidebarGroup
            key={entry.title}
            group={entry}
            open={expanded[entry.title] ?? entry.defaultExpanded}
            onOpenChange={(open) => setExpanded((prev) => ({ ...prev, [entry.title]: open }))}
            onNavigate={onNavigate}
            active={groupHolds(entry, pathname)}
          />
        ),
      )}
    </nav>
  )
}

interface SidebarGroupProps {
  group: MenuGroup
  open: boolean
  onOpenChange: (open: boolean) => void
  onNavigate: (() => void) | undefined
  active: boolean
}

function SidebarGroup({ group, open, onOpenChange, onNavigate, active }: SidebarGroupProps) {
  const Icon = MENU_ICONS[group.icon]
  return (
    <Collapsible
      open={open}
      onOpenChange={onOpenChange}
      triggerClassName={cn(
        'rounded-md px-3 py-2 font-medium text-foreground hover:bg-muted focus-ring',
        active && !open && 'text-accent-foreground',
      )}
      trigger={
        <>
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{group.title}</span>
        </>
      }
    >
      <ul className="mt-1 mb-1 ml-5 flex flex-col gap-0.5 border-l border-border pl-2">
        {group.items.map((item) => (
          <li key={item.href}>
            <SidebarLink link={item} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </Collapsible>
  )
}

interface SidebarLinkProps {
  link: MenuLink
  onNavigate: (() => void) | undefined
  topLevel?: boolean
}

function SidebarLink({ link, onNavigate, topLevel }: SidebarLinkProps) {
  const Icon = link.icon ? MENU_ICONS[link.icon] : null
  return (
    <NavLink
      to={link.href}
      end
      data-menu-href={link.href}
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-2 rounded-md px-3 py-2 text-foreground hover:bg-muted focus-ring',
          topLevel && 'font-medium',
          isActive && 'bg-accent font-semibold text-accent-foreground hover:bg-accent',
        )
      }
    >
      {Icon ? <Icon aria-hidden="true" className="size-4 shrink-0" /> : null}
      <span className="truncate">{link.title}</span>
    </NavLink>
  )
}
