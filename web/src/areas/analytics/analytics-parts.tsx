import { Download } from 'lucide-react'
import { can } from '#contract/access/can.ts'
import { KIND_LABEL } from '#contract/analytics/kinds.ts'
import { formatDate } from '#contract/format.ts'
import { MENU, routeByPath } from '#contract/navigation/menu.ts'
import { TRX_KINDS } from '#contract/transactions/catalogue.ts'
import type { ListFilter } from '../../engine/list-filters.ts'
import { useProfile } from '../../session/use-session.ts'
import { Button } from '../../ui/button.tsx'
import type { Crumb } from '../../ui/page-header.tsx'
import { freshnessText, toCsv } from './figures.ts'

/** What the analytics pages share: crumbs, the kind filter, freshness, access to other pages, the CSV. */

/** Beranda › Analitik › the page's sidebar title. */
export function crumbsOf(href: string): Crumb[] {
  const group = MENU.find((e) => e.kind === 'group' && e.items.some((i) => i.href === href))
  return [
    { label: 'Beranda', href: '/' },
    ...(group ? [{ label: group.title }] : []),
    { label: routeByPath(href)?.title ?? href },
  ]
}

/** The kinds the analytics count (deposits are a merchant topping up its balance, not a sale). */
export const KIND_FILTER: ListFilter = {
  key: 'kind',
  label: 'Jenis Transaksi',
  type: 'select',
  options: TRX_KINDS.filter((k) => k !== 'DEPOSIT').map((k) => ({ value: k, label: KIND_LABEL[k] })),
}

/** Client, region and group within the caller's scope (each narrowing the next), as the calls take them. */
export const PLACE_FILTERS: readonly ListFilter[] = [
  { key: 'clientId', label: 'Client', type: 'ref', ref: 'client' },
  {
    key: 'regionId',
    label: 'Region',
    type: 'ref',
    ref: 'region',
    narrowBy: { filter: 'clientId', refFilter: 'clientId' },
  },
  {
    key: 'groupId',
    label: 'Group',
    type: 'ref',
    ref: 'group',
    narrowBy: { filter: 'regionId', refFilter: 'regionId' },
  },
]

/** The ids of those filters that are set, for a call's body. */
export function placeIds(filters: Readonly<Record<string, unknown>>) {
  const id = (key: string) => {
    const v = filters[key]
    return typeof v === 'number' ? { [key]: v } : {}
  }
  return { ...id('clientId'), ...id('regionId'), ...id('groupId') } as {
    clientId?: number
    regionId?: number
    groupId?: number
  }
}

/** Whether the signed-in user may open a menu page (the guard's own check). */
export function useCanOpen(): (href: string) => boolean {
  const profile = useProfile()
  return (href) => {
    const route = routeByPath(href)
    return route !== undefined && can(profile.roleSegmentValue, route.features)
  }
}

/** "Data per 14:05 WIB", once an answer has come. */
export function Freshness({ asOf }: { asOf: string | undefined }) {
  const text = freshnessText(asOf)
  return text ? (
    <p className="text-xs text-muted-foreground" data-testid="freshness">
      {text}
    </p>
  ) : null
}

/**
 * "CSV halaman ini": the rows on screen as a CSV file, made in the browser. These calls have no export of
 * their own (the engine's export streams a resource's or report's every row from the server), so it is the
 * page shown, and the button says so.
 */
export function PageCsvButton({
  label = 'CSV halaman ini',
  filename,
  header,
  rows,
}: {
  /** "CSV" where the rows are every row (a map level), not one page. */
  label?: string
  filename: string
  header: readonly string[]
  rows: readonly (readonly (string | number)[])[]
}) {
  const save = () => {
    const url = URL.createObjectURL(new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }))
    const a = document.createElement('a')
    a.href = url
    a.download = filename
    a.rel = 'noopener'
    document.body.append(a)
    a.click()
    a.remove()
    setTimeout(() => URL.revokeObjectURL(url), 10_000)
  }
  return (
    <Button
      variant="outline"
      onClick={save}
      disabled={rows.length === 0}
      title={`Unduh ${label === 'CSV' ? 'semua baris' : 'baris halaman ini'} sebagai CSV`}
    >
      <Download aria-hidden="true" className="size-4" />
      {label}
    </Button>
  )
}

/**
 * Above a list of a period's figures: the period (WIB) and how fresh the answer is, then the whole period's
 * totals (not only the page's) as label and value tiles, two a row on a phone.
 */
export function PeriodTotals({
  from,
  to,
  asOf,
  label,
  items,
}: {
  from: string | undefined
  to: string | undefined
  asOf: string
  label: string
  /** The period's totals (none: only the period and the freshness line). */
  items?: readonly (readonly [string, string])[]
}) {
  const period =
    from && to
      ? from === to
        ? `Tanggal ${formatDate(from)} (WIB)`
        : `${formatDate(from)}–${formatDate(to)} (WIB)`
      : null
  return (
    <div className="flex flex-col gap-2 border-b border-border px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2 text-muted-foreground">
        <span>{period}</span>
        <Freshness asOf={asOf} />
      </div>
      {items?.length ? (
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={label}>
          {items.map(([name, value]) => (
            <div key={name} className="rounded-md bg-muted/50 px-3 py-2">
              <dt className="text-xs text-muted-foreground">{name}</dt>
              <dd className="font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  )
}
