import { useMemo } from 'react'
import { Link, useLocation } from 'react-router'
import {
  groupTargets,
  merchantTargets,
  regionTargets,
  TARGET_SORTS,
  type TargetLevel,
  type TargetRow,
} from '#contract/analytics/analytics.ts'
import type { EndpointBody, EndpointResult } from '#contract/engine/endpoint.ts'
import type { ColumnDef } from '#contract/engine/resource.ts'
import { formatNumber, formatRupiah } from '#contract/format.ts'
import { routeByPath } from '#contract/navigation/menu.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import type { TableColumn } from '../../engine/data-table.tsx'
import { type ListShape, type ListState, thisMonth } from '../../engine/list-state.ts'
import { ListView } from '../../engine/list-view.tsx'
import { monthLabel } from '../../engine/months.ts'
import { dataOf } from '../../engine/resource-api.ts'
import { useList } from '../../engine/use-list.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { cn } from '../../ui/cn.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import {
  crumbsOf,
  Freshness,
  PageCsvButton,
  PLACE_FILTERS,
  placeIds,
  useCanOpen,
} from './analytics-parts.tsx'
import { barPercent, countText, percentText } from './figures.ts'

const TARGET_SETTINGS = '/dashboard/corporate/target'

/** The three levels, by route: the call, what the code column holds, what a row is. */
const LEVELS: Record<
  string,
  { level: TargetLevel; endpoint: typeof merchantTargets; code: string; noun: string }
> = {
  '/dashboard/analytics/merchant-target': {
    level: 'MERCHANT',
    endpoint: merchantTargets,
    code: 'MID',
    noun: 'merchant',
  },
  '/dashboard/analytics/group-target': {
    level: 'GROUP',
    endpoint: groupTargets,
    code: 'Kode Group',
    noun: 'group',
  },
  '/dashboard/analytics/region-target': {
    level: 'REGION',
    endpoint: regionTargets,
    code: 'Kode Region',
    noun: 'region',
  },
}
type Level = (typeof LEVELS)[string]

/** The target calls narrow by client and region (a group's targets are rows of the group page). */
const FILTERS = PLACE_FILTERS.filter((f) => f.key !== 'groupId')

/** The columns the user may show or hide; the sortable ones are the call's sorts. */
const shapeOf = (level: Level): ListShape => ({
  columns: [
    { key: 'code', label: level.code, format: 'code', priority: 1 },
    { key: 'name', label: 'Nama', sortable: true, priority: 1 },
    { key: 'clientName', label: 'Client', priority: 3 },
    { key: 'target', label: 'Target', sortable: true, format: 'money' },
    { key: 'amount', label: 'Realisasi', sortable: true, format: 'money' },
    { key: 'achievement', label: 'Pencapaian', sortable: true, priority: 1 },
    { key: 'neededPerDay', label: 'Kebutuhan per Hari', format: 'money' },
    { key: 'projectedAmount', label: 'Proyeksi Akhir Bulan', format: 'money' },
  ] satisfies ColumnDef[],
  filters: FILTERS,
  defaultSort: { key: 'achievement', dir: 'desc' },
  month: true,
})

type Body = EndpointBody<typeof merchantTargets>
type Page = EndpointResult<typeof merchantTargets>

const sortOf = (key: string) => TARGET_SORTS.find((s) => s === key) ?? 'achievement'

function requestOf(state: ListState): Body {
  const search = state.search.trim()
  const { clientId, regionId } = placeIds(state.filters)
  return {
    period: state.month ?? thisMonth(),
    sort: sortOf(state.sort),
    dir: state.dir,
    page: state.page,
    pageSize: state.pageSize,
    ...(search ? { search } : {}),
    ...(clientId !== undefined ? { clientId } : {}),
    ...(regionId !== undefined ? { regionId } : {}),
  }
}

/** /dashboard/analytics/merchant-target, group-target and region-target: which one, by the address. */
export function TargetsPage() {
  const { pathname } = useLocation()
  const level = LEVELS[routeByPath(pathname)?.href ?? pathname]
  if (!level) return null
  return <Targets key={level.level} href={routeByPath(pathname)?.href ?? pathname} level={level} />
}

/** An amount above the number of transactions behind it. */
function Figure({ amount, count }: { amount: number; count: number }) {
  return (
    <div className="flex flex-col items-end tabular-nums">
      <span>{formatRupiah(amount)}</span>
      <span className="text-xs text-muted-foreground">{countText(count)}</span>
    </div>
  )
}

/** Achievement as a bar and its figure; a beaten target fills the bar and turns it green. */
function AchievementBar({ row }: { row: TargetRow }) {
  const text = percentText(row.achievementBps)
  const reached = row.achievementBps >= 10_000
  return (
    <div className="flex min-w-32 items-center gap-2">
      <div
        role="progressbar"
        aria-label={`Pencapaian ${row.name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={barPercent(row.achievementBps)}
        aria-valuetext={`${text} dari target`}
        className="h-2 w-20 shrink-0 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full', reached ? 'bg-success' : 'bg-primary-strong')}
          style={{ width: `${barPercent(row.achievementBps)}%` }}
        />
      </div>
      <span className="tabular-nums text-sm font-medium" data-testid="achievement">
        {text}
      </span>
    </div>
  )
}

function Targets({ href, level }: { href: string; level: Level }) {
  const shape = useMemo(() => shapeOf(level), [level])
  const list = useList<TargetRow, Body, Page>({
    shape,
    preferences: { name: `analytics-target-${level.level.toLowerCase()}` },
    request: requestOf,
    source: {
      key: (request) => ['analytics', level.endpoint.path, request],
      fetch: (request, signal) => dataOf(callEndpoint(level.endpoint, request, { signal })),
    },
  })
  const canOpen = useCanOpen()
  const route = routeByPath(href)
  const page = list.page
  const month = list.state.month ?? thisMonth()
  const monthOver = page ? page.daysElapsed >= page.daysInMonth : false

  const all: Record<string, TableColumn<TargetRow>> = {
    code: {
      id: 'code',
      header: level.code,
      cell: (r) => <span className="font-mono text-xs">{r.code}</span>,
    },
    name: {
      id: 'name',
      header: 'Nama',
      sortable: true,
      cell: (r) => <span className="font-medium">{r.name}</span>,
    },
    clientName: { id: 'clientName', header: 'Client', cell: (r) => r.clientName },
    target: {
      id: 'target',
      header: 'Target',
      sortable: true,
      align: 'right',
      cell: (r) => <Figure amount={r.trxAmountTarget} count={r.trxCountTarget} />,
    },
    amount: {
      id: 'amount',
      header: 'Realisasi',
      sortable: true,
      align: 'right',
      cell: (r) => <Figure amount={r.amount} count={r.trxCount} />,
    },
    achievement: {
      id: 'achievement',
      header: 'Pencapaian',
      sortable: true,
      cell: (r) => <AchievementBar row={r} />,
    },
    neededPerDay: {
      id: 'neededPerDay',
      header: 'Kebutuhan per Hari',
      align: 'right',
      cell: (r) =>
        r.achievementBps >= 10_000 ? (
          <span className="text-success">Tercapai</span>
        ) : monthOver ? (
          <span className="text-muted-foreground">—</span>
        ) : (
          <span className="tabular-nums">{formatRupiah(r.neededPerDay)}</span>
        ),
    },
    projectedAmount: {
      id: 'projectedAmount',
      header: 'Proyeksi Akhir Bulan',
      align: 'right',
      cell: (r) => {
        const reaches = r.projectedAmount >= r.trxAmountTarget
        return (
          <span
            className={cn('tabular-nums font-medium', reaches ? 'text-success' : 'text-destructive')}
            data-reaches={reaches}
          >
            {formatRupiah(r.projectedAmount)}
            <span className="sr-only">{reaches ? ' (mencapai target)' : ' (di bawah target)'}</span>
          </span>
        )
      },
    },
  }
  const columns = list.columnsOf(all)

  const csvHeader = [
    level.code,
    'Nama',
    'Client',
    'Target Nominal',
    'Target Jumlah',
    'Realisasi Nominal',
    'Realisasi Jumlah',
    'Pencapaian (%)',
    'Kebutuhan per Hari',
    'Proyeksi Akhir Bulan',
  ]
  const csvRows = list.rows.map((r) => [
    r.code,
    r.name,
    r.clientName,
    r.trxAmountTarget,
    r.trxCountTarget,
    r.amount,
    r.trxCount,
    r.achievementBps / 100,
    r.neededPerDay,
    r.projectedAmount,
  ])

  return (
    <>
      <PageHeader
        title={route?.pageTitle ?? 'Daftar Target'}
        crumbs={crumbsOf(href)}
        description={`Target bulanan tiap ${level.noun} dibanding transaksi sukses bulan itu (tanpa deposit): pencapaian, kebutuhan per hari tersisa, dan proyeksi akhir bulan pada laju saat ini.`}
      />
      <ListView<TargetRow>
        list={list}
        caption={`${route?.pageTitle ?? 'Daftar Target'}, ${monthLabel(month)}`}
        columns={columns}
        rowKey={(r) => r.id}
        search={{
          placeholder: `Cari ${level.level === 'MERCHANT' ? 'MID' : 'kode'} atau nama ${level.noun}…`,
          label: `Cari ${level.noun}`,
        }}
        toolbarLabel="Pencarian dan filter target"
        toolbarActions={
          <PageCsvButton filename={`target-${level.noun}-${month}.csv`} header={csvHeader} rows={csvRows} />
        }
        aboveTable={
          page ? (
            <div
              className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-3 py-2 text-sm text-muted-foreground"
              data-testid="target-clock"
            >
              <span>
                {monthLabel(page.period)}:{' '}
                {page.daysElapsed === 0
                  ? 'belum dimulai'
                  : monthOver
                    ? `selesai (${formatNumber(page.daysInMonth)} hari)`
                    : `hari ke-${formatNumber(page.daysElapsed)} dari ${formatNumber(page.daysInMonth)}`}
              </span>
              <Freshness asOf={page.asOf} />
            </div>
          ) : null
        }
        empty={{
          title: 'Belum ada target untuk periode ini',
          hint: `Tidak ada target ${level.noun} untuk ${monthLabel(month)}.`,
          action: canOpen(TARGET_SETTINGS) ? (
            <Link to={TARGET_SETTINGS} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              Atur target
            </Link>
          ) : undefined,
        }}
      />
    </>
  )
}
