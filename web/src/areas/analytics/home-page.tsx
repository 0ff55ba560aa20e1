import { ChevronRight, Inbox } from 'lucide-react'
import { lazy, Suspense, useMemo } from 'react'
import { Link } from 'react-router'
import { can } from '#contract/access/can.ts'
import { kindsFor } from '#contract/analytics/kinds.ts'
import { visibleMenu } from '#contract/navigation/menu.ts'
import { MENU_ICONS } from '../../navigation/menu-icons.ts'
import { useProfile } from '../../session/use-session.ts'
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { Skeleton } from '../../ui/spinner.tsx'
import { WhenPainted } from '../../ui/when-painted.tsx'
import { describeScope, greetingFor } from './greeting.ts'

// The figures load below the greeting, in a chunk of their own: "/" is the first page after signing in and
// must stay within its budget (docs/ARCHITECTURE.md "Bundle size"), and a user without transaction figures
// never needs their code. The greeting comes first so that the page's first paint is already its largest
// content (Lighthouse's LCP, docs/PERFORMANCE.md "Web"), not figures waiting for their code and the API;
// their code is asked for after that paint (WhenPainted).
const HomeFigures = lazy(() =>
  import('./dashboard/home-figures.tsx').then((m) => ({ default: m.HomeFigures })),
)

/**
 * The landing page: who is signed in and what data they see, the figures of the kinds their features show
 * (none for a user without any), and shortcuts to every page they may open.
 */
export function HomePage() {
  const profile = useProfile()
  const scope = describeScope(profile.userTypeLevel, profile.userTypeValue)
  const groups = useMemo(
    () => visibleMenu(profile.roleSegmentValue).filter((e) => e.kind === 'group'),
    [profile.roleSegmentValue],
  )
  const greeting = greetingFor(new Date().getHours())
  // The kinds the server's summary answers (server/areas/analytics/source.ts kindsOf), known from the profile.
  const hasFigures = useMemo(
    () => kindsFor((anyOf) => can(profile.roleSegmentValue, anyOf)).length > 0,
    [profile.roleSegmentValue],
  )

  return (
    <>
      <PageHeader title="Beranda" />
      <Card className="mb-8">
        <CardHeader>
          <p className="text-lg font-semibold">
            {greeting}, {profile.username}!
          </p>
          <p className="text-sm text-muted-foreground">{scope.description}</p>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-muted-foreground">Peran</dt>
              <dd className="font-medium">{profile.roleSegmentName || profile.roleSegmentCode || '-'}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Cakupan data</dt>
              <dd className="font-medium">{scope.label}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Email</dt>
              <dd className="font-medium break-all">{profile.email || '-'}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>

      {hasFigures ? (
        <WhenPainted fallback={<FiguresStandIn />}>
          <Suspense fallback={<FiguresStandIn />}>
            <HomeFigures />
          </Suspense>
        </WhenPainted>
      ) : null}

      <section aria-labelledby="shortcuts-heading">
        <h2 id="shortcuts-heading" className="mb-3 text-lg font-semibold">
          Akses cepat
        </h2>
        {groups.length === 0 ? (
          <EmptyState
            icon={Inbox}
            title="Belum ada modul untuk akun Anda"
            description="Akun Anda belum diberi akses ke modul mana pun. Hubungi administrator untuk meminta akses."
          />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {groups.map((group) => {
              const Icon = MENU_ICONS[group.icon]
              return (
                <li key={group.title}>
                  <Card className="h-full">
                    <CardHeader className="flex-row items-center gap-3">
                      <span className="flex size-9 items-center justify-center rounded-md bg-accent text-accent-foreground">
                        <Icon aria-hidden="true" className="size-5" />
                      </span>
                      <div>
                        <CardTitle>{group.title}</CardTitle>
                        <p className="text-xs text-muted-foreground">{group.items.length} halaman</p>
                      </div>
                    </CardHeader>
                    <CardContent>
                      <ul className="flex flex-col">
                        {group.items.map((item) => (
                          <li key={item.href}>
                            <Link
                              to={item.href}
                              className="flex items-center justify-between gap-2 rounded-md px-2 py-1.5 text-sm text-primary-strong hover:bg-muted focus-ring"
                            >
                              <span className="truncate">{item.title}</span>
                              <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </CardContent>
                  </Card>
                </li>
              )
            })}
          </ul>
        )}
      </section>
    </>
  )
}

/** The figures' place while their code loads: their heading, KPI cards and panels as grey blocks. */
function FiguresStandIn() {
  return (
    <div aria-hidden="true" className="mb-8 flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Skeleton className="h-12 w-48" />
        <Skeleton className="h-[34px] w-64" />
      </div>
      {/* The KPI cards' grid (dashboard/kpi-cards.tsx): six 92 px cards, 12 px apart, in 2, 3 or 6 columns. */}
      <Skeleton className="h-[300px] sm:h-[196px] 2xl:h-[92px]" />
      <Skeleton className="h-72 w-full" />
    </div>
  )
}
