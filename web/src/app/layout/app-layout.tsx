import { Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { Outlet, useLocation } from 'react-router'
import { routeByPath, visibleMenu } from '#contract/navigation/menu.ts'
import { useProfile } from '../../session/use-session.ts'
import { cn } from '../../ui/cn.ts'
import { Sheet, SheetContent } from '../../ui/sheet.tsx'
import { PageSpinner } from '../../ui/spinner.tsx'
import { useIsMobile } from '../../ui/use-media-query.ts'
import { Footer } from './footer.tsx'
import { Header } from './header.tsx'
import { SidebarNav } from './sidebar-nav.tsx'

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
    <Sheet open={isMobile && sheetOpen} onOpenChange={setSheetOpen}>
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
      {isMobile ? (
        <SheetContent title="Menu utama" className="overflow-y-auto">
          <div className="flex h-14 shrink-0 items-center gap-2 border-b border-border px-4">
            <img src="/img/favicon.svg" alt="" width={28} height={28} className="size-7" />
            <span className="font-semibold">MINT Dashboard</span>
          </div>
          <SidebarNav menu={menu} onNavigate={() => setSheetOpen(false)} />
        </SheetContent>
      ) : null}
    </Sheet>
  )
}
