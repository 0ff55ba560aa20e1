import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { Eye, ListChecks, MoreHorizontal, Pencil, Plus, Trash2 } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import type { RoleSegmentItem } from '#contract/account/roles.ts'
import { formatNumber } from '#contract/format.ts'
import { useProfile } from '../../api/use-session.ts'
import { DataTable, type TableColumn } from '../../engine/data-table.tsx'
import {
  hasActiveFilters,
  type ListShape,
  pageCount,
  toggleSort,
  toListRequest,
} from '../../engine/list-state.ts'
import { ListEmpty, listPlaceholder } from '../../engine/list-states.tsx'
import { ListToolbar } from '../../engine/list-toolbar.tsx'
import { ListPagination } from '../../engine/pagination.tsx'
import { optionKeys } from '../../engine/resource-api.ts'
import { DELETE_CONFIRM } from '../../engine/resource-list-page.tsx'
import { SearchBox } from '../../engine/search-box.tsx'
import { useListState } from '../../engine/use-list-state.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu.tsx'
import { notify } from '../../ui/notify.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import { accountApi, accountKeys, SEGMENT_OPTIONS_PATH, type SegmentListRequest } from './account-api.ts'
import { crumbsOf, pageTitleOf } from './list-parts.tsx'
import { SegmentFormDialog, type SegmentFormTarget } from './segment-form.tsx'
import { SegmentMatrix } from './segment-matrix.tsx'

const HREF = '/dashboard/feature-segmentation'
/** Query parameter naming the segment whose features are open (a link to it opens the editor). */
const MATRIX_PARAM = 'fitur'

const SHAPE: ListShape = {
  columns: [
    { key: 'code', label: 'Kode', sortable: true },
    { key: 'name', label: 'Nama', sortable: true },
    { key: 'featureCount', label: 'Jumlah Fitur', sortable: true },
    { key: 'userCount', label: 'Jumlah Pengguna', sortable: true },
  ],
  filters: [],
  defaultSort: { key: 'code', dir: 'asc' },
}

const idParam = (raw: string | null) => (raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null)

/** "Segmentasi Fitur": role segments, and the features each one grants (the permission matrix). */
export function SegmentsPage() {
  const { params, setParam } = useListState(SHAPE)
  const matrixId = idParam(params.get(MATRIX_PARAM))
  const open = (id: number | null) => setParam(MATRIX_PARAM, id === null ? null : String(id))
  return matrixId !== null ? (
    <SegmentMatrix segmentId={matrixId} onClose={() => open(null)} />
  ) : (
    <SegmentList onOpen={open} />
  )
}

function SegmentList({ onOpen }: { onOpen: (id: number) => void }) {
  const profile = useProfile()
  const queryClient = useQueryClient()
  const { state, change } = useListState(SHAPE)
  const [formTarget, setFormTarget] = useState<SegmentFormTarget | null>(null)
  const [deleting, setDeleting] = useState<RoleSegmentItem | null>(null)
  const [running, setRunning] = useState(false)

  const request = useMemo(() => {
    const { filters: _none, ...rest } = toListRequest(state)
    return rest as SegmentListRequest
  }, [state])
  const list = useQuery({
    queryKey: accountKeys.segments(request),
    queryFn: ({ signal }) => accountApi.segments(request, signal),
    placeholderData: keepPreviousData,
  })
  const data = list.data

  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && state.page > 1 && !list.isPlaceholderData)
      change({ page: pageCount(data.total, state.pageSize) }, { replace: true })
  }, [data, state.page, state.pageSize, change, list.isPlaceholderData])

  const remove = async () => {
    if (!deleting) return
    setRunning(true)
    const result = await accountApi.deleteSegments([deleting.id])
    setRunning(false)
    setDeleting(null)
    notify(result.message, result.success ? 'success' : 'error')
    if (result.success)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
        queryClient.invalidateQueries({ queryKey: optionKeys.all(SEGMENT_OPTIONS_PATH) }),
      ])
  }

  const columns: TableColumn<RoleSegmentItem>[] = useMemo(
    () => [
      {
        id: 'code',
        header: 'Kode',
        sortable: true,
        cell: (s) => (
          <span className="inline-flex items-center gap-2">
            <span className="font-mono text-xs">{s.code}</span>
            {s.code === profile.roleSegmentCode ? <Badge tone="info">Segmen Anda</Badge> : null}
          </span>
        ),
      },
      {
        id: 'name',
        header: 'Nama',
        sortable: true,
        cell: (s) => (
          <span className="flex flex-col">
            <span className="font-medium">{s.name}</span>
            {s.description ? (
              <span className="truncate text-xs text-muted-foreground">{s.description}</span>
            ) : null}
          </span>
        ),
      },
      {
        id: 'featureCount',
        header: 'Jumlah Fitur',
        sortable: true,
        align: 'right',
        cell: (s) => formatNumber(s.featureCount),
      },
      {
        id: 'userCount',
        header: 'Jumlah Pengguna',
        sortable: true,
        align: 'right',
        cell: (s) => formatNumber(s.userCount),
      },
      {
        id: 'require2fa',
        header: 'Verifikasi 2 Langkah',
        cell: (s) =>
          s.require2fa ? (
            <Badge tone="warning">Wajib</Badge>
          ) : (
            <span className="text-muted-foreground">Tidak</span>
          ),
      },
    ],
    [profile.roleSegmentCode],
  )

  const filtering = hasActiveFilters(state)
  return (
    <>
      <PageHeader
        title={pageTitleOf(HREF)}
        crumbs={crumbsOf(HREF)}
        description="Segmen menentukan fitur yang dapat dibuka penggunanya. Perubahan fitur berlaku pada permintaan berikutnya, tanpa login ulang."
        actions={
          <Button onClick={() => setFormTarget({ mode: 'add' })}>
            <Plus aria-hidden="true" className="size-4" />
            Tambah Segmen
          </Button>
        }
      />
      <Card className="min-w-0">
        <ListToolbar label="Pencarian segmen">
          <SearchBox
            value={state.search}
            placeholder="Cari kode atau nama segmen…"
            label="Cari segmen"
            onChange={(search) => change({ search }, { replace: true })}
          />
        </ListToolbar>
        <DataTable<RoleSegmentItem>
          caption={pageTitleOf(HREF)}
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(s) => s.id}
          sort={{ key: state.sort, dir: state.dir }}
          onSort={(key) => change(toggleSort(SHAPE, state, key))}
          rowActions={(s) => {
            const own = s.code === profile.roleSegmentCode
            return (
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="size-8 px-0"
                    aria-label={`Aksi untuk ${s.name}`}
                  >
                    <MoreHorizontal aria-hidden="true" className="size-4" />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent className="w-52">
                  <DropdownMenuItem onSelect={() => onOpen(s.id)}>
                    {own ? <Eye aria-hidden="true" /> : <ListChecks aria-hidden="true" />}
                    {own ? 'Lihat fitur' : 'Atur fitur'}
                  </DropdownMenuItem>
                  {own ? null : (
                    <>
                      <DropdownMenuItem onSelect={() => setFormTarget({ mode: 'edit', segment: s })}>
                        <Pencil aria-hidden="true" />
                        Ubah
                      </DropdownMenuItem>
                      <DropdownMenuSeparator />
                      <DropdownMenuItem className="text-destructive" onSelect={() => setDeleting(s)}>
                        <Trash2 aria-hidden="true" />
                        Hapus
                      </DropdownMenuItem>
                    </>
                  )}
                </DropdownMenuContent>
              </DropdownMenu>
            )
          }}
          loading={!data && !list.isError}
          busy={list.isFetching}
          placeholder={listPlaceholder(
            list,
            <ListEmpty
              filtering={filtering}
              onReset={() => change({ search: '' })}
              hint="Tambahkan segmen pertama."
            />,
          )}
          skeletonRows={Math.min(state.pageSize, 10)}
        />
        <ListPagination state={state} total={data?.total} change={change} />
      </Card>
      <SegmentFormDialog target={formTarget} onClose={() => setFormTarget(null)} onAdded={onOpen} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => (o ? undefined : setDeleting(null))}
        message={DELETE_CONFIRM}
        confirmLabel="Hapus"
        tone="danger"
        pending={running}
        onConfirm={() => void remove()}
      />
    </>
  )
}
