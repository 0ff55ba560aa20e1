import { type ReactNode, useEffect } from 'react'
import { Navigate } from 'react-router'
import { can } from '#contract/access/can.ts'
import type { MenuLink } from '#contract/navigation/menu.ts'
import { useSession } from '../session/use-session.ts'
import { useDocumentTitle } from '../ui/document-title.ts'
import { notify } from '../ui/notify.ts'
import { PageSpinner } from '../ui/spinner.tsx'
import { useProfileSettled } from './session-gate.tsx'

/**
 * The page guard of docs/PRODUCT.md §2: waits for a profile, and sends a user who lacks every feature the
 * page accepts back to /. The same `can` decides what the sidebar shows. A stored profile that denies
 * access is confirmed against a fresh /profile first (features may have been granted since).
 */
export function RouteGuard({ route, children }: { route: MenuLink; children: ReactNode }) {
  const { profile, token } = useSession()
  const settled = useProfileSettled()
  if (!token || !profile) return null
  if (!can(profile.roleSegmentValue, route.features)) return settled ? <Forbidden /> : <PageSpinner />
  return <Titled title={route.pageTitle}>{children}</Titled>
}

function Titled({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title)
  return children
}

function Forbidden() {
  useEffect(() => {
    notify('Anda tidak memiliki akses ke halaman tersebut.', 'warning', 5000, 'route-forbidden')
  }, [])
  return <Navigate to="/" replace />
}
