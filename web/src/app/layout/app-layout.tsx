import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { Outlet, useLocation } from 'react-router'
import { routeByPath, visibleMenu } from '#contract/navigation/menu.ts'
import { useProfile } from '../../session/use-session.ts'
import { cn } from '../../ui/cn.ts'
import { PageSpinner } from '../../ui/spinner.tsx'
import { useEver } from '../../ui/use-ever.ts'
import { useIsMobile } from '../../ui/use-media-query.ts'
import { Footer } from './footer.tsx'
import { Header } from './header.tsx'
import { SidebarNav } from './sidebar-nav.tsx'

/** The sheet of the menu on phones, loaded when first opened (mobile-nav.tsx). */
const MobileNav = lazy(() => import('./mobile-nav.tsx').then((m) => ({ default: m.MobileNav })))

/**
 * The signed-in shell (docs/PRODUCT.md §2, layout): header, a 16rem sidebar on wide screens that can be
 * collapsed, an 18rem sheet with an overlay below 768 px, the page, and the footer.
 */
export function AppLayout() {
  const profile = useProfile()
  const menu = useMemo(() => visibleMenu(profile.roleSegmentValue), [profile.roleSegmentValue])
  const isMobile = useIsMobile()
  const { pathname } = useLocation()
  const [sheetOpen, setSheetOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const sheetDrawn = useEver(isMobile && sheetOpen)
  const [collapsed, setCollapsed] = useState(() => routeByPath(pathname)?.collapseSidebar === true)
  const autoCollapsed = useRef(collapsed)

  // A page that wants room (the POS cashier) starts with the sidebar collapsed; leaving it restores it.
  useEffect(() => {
    const wantsCollapse = routeByPath(pathname)?.collapseSidebar === true
    if (wantsCollapse) {
      autoCollapsed.current = true
      setCollapsed(true)
    } else if (autoCollapsed.current) {
      autoCollapsed.current = false
      setCollapsed(false)
    }
  }, [pathname])

  useEffect(() => {
    if (!isMobile) setSheetOpen(false)
  }, [isMobile])

  return (
    <>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-card px-3 py-2 text-sm focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus-ring"
        >
          Lewati ke konten utama
        </a>
        <Header
          profile={profile}
          menu={menu}
          isMobile={isMobile}
          menuOpen={isMobile && sheetOpen}
          menuButton={menuButton}
          onOpenMenu={() => setSheetOpen(true)}
          sidebarCollapsed={collapsed}
          onToggleSidebar={() => {
            autoCollapsed.current = false
            setCollapsed((c) => !c)
          }}
        />
        <div className="flex flex-1">
          {isMobile ? null : (
            <aside
              id="app-sidebar"
              className={cn(
                'sticky top-16 h-[calc(100dvh-4rem)] w-64 shrink-0 overflow-y-auto border-r border-border bg-sidebar',
                collapsed && 'hidden',
              )}
            >
              <SidebarNav menu={menu} />
            </aside>
          )}
          <div className="flex min-w-0 flex-1 flex-col">
            <main id="main" tabIndex={-1} className="flex-1 p-4 focus:outline-none md:p-6">
              <Suspense fallback={<PageSpinner />}>
                <Outlet />
              </Suspense>
            </main>
            <Footer />
          </div>
        </div>
      </div>
      {isMobile && sheetDrawn ? (
        <Suspense fallback={null}>
          <MobileNav menu={menu} open={sheetOpen} onOpenChange={setSheetOpen} trigger={menuButton} />
        </Suspense>
      ) : null}
    </>
  )
}
