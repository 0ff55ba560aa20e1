import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import type { ApiDetailItem, ApiMasterItem } from '#contract/account/api-access.ts'
import { formatDateTime, formatNumber } from '#contract/format.ts'
import { DataTable, type TableColumn } from '../../../engine/data-table.tsx'
import { listPlaceholder } from '../../../engine/list-states.tsx'
import { Pagination } from '../../../engine/pagination.tsx'
import { RowMenuButton } from '../../../engine/row-actions-lazy.tsx'
import { Badge } from '../../../ui/badge.tsx'
import { Card } from '../../../ui/card.tsx'
import { apiAccessApi, apiAccessKeys } from './api.ts'

const ROUTE_PAGE_SIZE = 50

/** Each route's menu arrives right after the panel, its "…" button drawn meanwhile (api-row-menus.tsx). */
const RouteActions = lazy(() => import('./api-row-menus.tsx').then((m) => ({ default: m.RouteActions })))

/**
 * The routes of one API master, beside the list of masters: paged on their own (the page is not in the
 * URL, a master's routes start at the first page), each relabelled or moved, an unregistered one deleted.
 */
export function RoutesPanel({
  master,
  focusOnMount,
  onEdit,
  onDelete,
}: {
  master: ApiMasterItem
  focusOnMount: boolean
  onEdit: (route: ApiDetailItem) => void
  onDelete: (route: ApiDetailItem) => void
}) {
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(ROUTE_PAGE_SIZE)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusOnMount) heading.current?.focus()
  }, [focusOnMount])
  const request = { page, pageSize, filters: { apiMasterId: master.id } }
  const routes = useQuery({
    queryKey: apiAccessKeys.details(request),
    queryFn: ({ signal }) => apiAccessApi.details(request, signal),
    placeholderData: keepPreviousData,
  })
  const data = routes.data
  const columns: TableColumn<ApiDetailItem>[] = [
    {
      id: 'method',
      header: 'Metode',
      cell: (d) => <Badge tone="neutral">{d.method}</Badge>,
    },
    {
      id: 'path',
      header: 'Rute',
      cell: (d) => {
        const label = d.label ?? d.summary
        const features = `Fitur: ${d.features.join(', ')}`
        return (
          <span className="flex flex-col gap-0.5">
            <span className="font-mono text-xs">{d.path}</span>
            <span className="truncate text-xs text-muted-foreground" title={label}>
              {label}
            </span>
            <span className="truncate font-mono text-xs text-muted-foreground" title={features}>
              {features}
            </span>
          </span>
        )
      },
    },
    {
      id: 'registered',
      header: 'Status',
      cell: (d) =>
        d.registered ? (
          <Badge tone="success">Terdaftar</Badge>
        ) : (
          <Badge tone="warning" title={`Terakhir terlihat ${formatDateTime(d.lastSeenAt)}`}>
            Tidak terdaftar
          </Badge>
        ),
    },
  ]
  return (
    <Card className="min-w-0 self-start">
      <div className="flex flex-col gap-1 border-b border-border p-4">
        <h2 ref={heading} tabIndex={-1} className="text-base font-semibold focus-ring rounded">
          Rute dalam {master.name}{' '}
          <span className="font-mono text-sm text-muted-foreground">({master.code})</span>
        </h2>
        {master.description ? <p className="text-sm text-muted-foreground">{master.description}</p> : null}
        <p className="text-sm text-muted-foreground">
          Diizinkan untuk {formatNumber(master.segmentCount)} segmen.
        </p>
      </div>
      <DataTable<ApiDetailItem>
        caption={`Rute dalam master API ${master.name}`}
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(d) => d.id}
        loading={!data && !routes.isError}
        busy={routes.isFetching}
        rowActions={(d) => (
          <Suspense fallback={<RowMenuButton label={`Aksi untuk ${d.method} ${d.path}`} />}>
            <RouteActions route={d} onEdit={() => onEdit(d)} onDelete={() => onDelete(d)} />
          </Suspense>
        )}
        placeholder={listPlaceholder(
          routes,
          <p className="text-center font-medium">Belum ada rute di master API ini.</p>,
        )}
      />
      <Pagination
        page={page}
        pageSize={pageSize}
        total={data?.total ?? 0}
        pageSizes={[ROUTE_PAGE_SIZE, 100]}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size)
          setPage(1)
        }}
      />
    </Card>
  )
}
