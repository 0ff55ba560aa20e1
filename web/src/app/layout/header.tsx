import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react'
import { type KeyboardEvent, lazy, type RefObject, Suspense, useState } from 'react'
import { Link } from 'react-router'
import type { Profile } from '#contract/auth/schemas.ts'
import type { MenuEntry } from '#contract/navigation/menu.ts'
import { Button } from '../../ui/button.tsx'
import { AVATAR_BUTTON, Avatar } from './avatar.tsx'
import { MOBILE_NAV_ID } from './mobile-nav-id.ts'
import { SearchBox } from './search-box.tsx'

/**
 * The user menu (a dropdown with its positioning library, ~30 KB gzip) is not part of the app's first
 * load (issue 12's budget for /), nor of what the page fetches after it: its button shows at once and the
 * menu's code is asked for when the pointer or the focus reaches it, and drawn open when it is used
 * (docs/PERFORMANCE.md "Web": code fetched right after the page is counted against the page's speed).
 */
const userMenu = () => import('./user-menu.tsx')
const UserMenu = lazy(() => userMenu().then((m) => ({ default: m.UserMenu })))

interface HeaderProps {
  profile: Profile
  menu: readonly MenuEntry[]
  isMobile: boolean
  /** The menu's sheet is open (phones). */
  menuOpen: boolean
  menuButton: RefObject<HTMLButtonElement | null>
  onOpenMenu: () => void
  sidebarCollapsed: boolean
  onToggleSidebar: () => void
}

export function Header({
  profile,
  menu,
  isMobile,
  menuOpen,
  menuButton,
  onOpenMenu,
  sidebarCollapsed,
  onToggleSidebar,
}: HeaderProps) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-border bg-header px-2 sm:gap-3 md:px-4">
      {isMobile ? (
        // What Radix's dialog trigger gave this button; the sheet itself loads on first use (mobile-nav.tsx).
        <Button
          ref={menuButton}
          variant="ghost"
          size="icon"
          aria-label="Buka menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_NAV_ID}
          data-state={menuOpen ? 'open' : 'closed'}
          onClick={onOpenMenu}
        >
          <Menu aria-hidden="true" className="size-5" />
        </Button>
      ) : (
        <Button
          variant="ghost"
          size="icon"
          aria-label={sidebarCollapsed ? 'Tampilkan menu' : 'Sembunyikan menu'}
          aria-expanded={!sidebarCollapsed}
          aria-controls="app-sidebar"
          onClick={onToggleSidebar}
        >
          {sidebarCollapsed ? (
            <PanelLeftOpen aria-hidden="true" className="size-5" />
          ) : (
            <PanelLeftClose aria-hidden="true" className="size-5" />
          )}
        </Button>
      )}
      <Link
        to="/"
        className="flex shrink-0 items-center gap-2 rounded-md focus-ring"
        aria-label="MINT Dashboard, beranda"
      >
        <img src="/img/favicon.svg" alt="" width={32} height={32} className="size-8" />
        <span className="hidden flex-col leading-tight sm:flex">
          <span className="text-base font-bold text-foreground">MINT Dashboard</span>
          <span className="text-[11px] text-muted-foreground">Powered by MINT Partner</span>
        </span>
      </Link>
      <div className="flex min-w-0 flex-1 justify-center px-1 sm:px-4">
        <SearchBox menu={menu} />
      </div>
      <p className="hidden max-w-40 truncate text-sm text-foreground sm:block">
        Hi, <span className="font-semibold">{profile.username}</span>
      </p>
      <UserMenuButton profile={profile} />
    </header>
  )
}

/** The avatar button of the user menu, until its first use draws the menu itself, open. */
function UserMenuButton({ profile }: { profile: Profile }) {
  const [used, setUsed] = useState(false)
  const standIn = (
    <button
      type="button"
      aria-label="Menu pengguna"
      aria-haspopup="menu"
      aria-expanded={false}
      className={AVATAR_BUTTON}
      onPointerEnter={() => void userMenu()}
      onFocus={() => void userMenu()}
      onClick={() => setUsed(true)}
      onKeyDown={(event: KeyboardEvent) => {
        // What Radix's trigger opens on besides a click (Enter and Space click a button already).
        if (event.key === 'ArrowDown') {
          event.preventDefault()
          setUsed(true)
        }
      }}
    >
      <Avatar name={profile.username} />
    </button>
  )
  if (!used) return standIn
  return (
    <Suspense fallback={standIn}>
      <UserMenu profile={profile} defaultOpen />
    </Suspense>
  )
}
