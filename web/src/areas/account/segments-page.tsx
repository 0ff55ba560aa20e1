import { useQueryClient } from '@tanstack/react-query'
import { Eye, ListChecks, Pencil, Plus, Trash2 } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { RoleSegmentItem } from '#contract/account/roles.ts'
import { formatNumber } from '#contract/format.ts'
import type { TableColumn } from '../../engine/data-table.tsx'
import { toListRequest } from '../../engine/list-request.ts'
import type { ListShape, ListState } from '../../engine/list-state.ts'
import { ListView } from '../../engine/list-view.tsx'
import { optionKeys } from '../../engine/resource-api.ts'
import { namedDeleteQuestion } from '../../engine/resource-list-page.tsx'
import { RowMenu } from '../../engine/row-actions.tsx'
import { useUrlWriter, withParam } from '../../engine/url-writer.ts'
import { useList } from '../../engine/use-list.ts'
import { useProfile } from '../../session/use-session.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { DropdownMenuItem, DropdownMenuSeparator } from '../../ui/dropdown-menu.tsx'
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

/** The /role-segment/list call takes no filters. */
const segmentRequest = (state: ListState): SegmentListRequest => {
  const { filters: _none, ...rest } = toListRequest(state)
  return rest as SegmentListRequest
}

/** "Segmentasi Fitur": role segments, and the features each one grants (the permission matrix). */
export function SegmentsPage() {
  const [params] = useSearchParams()
  const write = useUrlWriter()
  const matrixId = idParam(params.get(MATRIX_PARAM))
  const open = (id: number | null) => write(withParam(MATRIX_PARAM, id === null ? null : String(id)))
  return matrixId !== null ? (
    <SegmentMatrix segmentId={matrixId} onClose={() => open(null)} />
  ) : (
    <SegmentList onOpen={open} />
  )
}

function SegmentList({ onOpen }: { onOpen: (id: number) => void }) {
  const profile = useProfile()
  const queryClient = useQueryClient()
  const list = useList<RoleSegmentItem, SegmentListRequest>({
    shape: SHAPE,
    request: segmentRequest,
    source: { key: accountKeys.segments, fetch: (request, signal) => accountApi.segments(request, signal) },
  })
  const [formTarget, setFormTarget] = useState<SegmentFormTarget | null>(null)
  const [deleting, setDeleting] = useState<RoleSegmentItem | null>(null)
  const [running, setRunning] = useState(false)

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
      <ListView<RoleSegmentItem>
        list={list}
        caption={pageTitleOf(HREF)}
        columns={columns}
        rowKey={(s) => s.id}
        search={{ placeholder: 'Cari kode atau nama segmen…', label: 'Cari segmen' }}
        toolbarLabel="Pencarian segmen"
        rowActions={(s) => {
          const own = s.code === profile.roleSegmentCode
          return (
            <RowMenu label={`Aksi untuk ${s.name}`}>
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
            </RowMenu>
          )
        }}
        empty={{ hint: 'Tambahkan segmen pertama.' }}
      />
      <SegmentFormDialog target={formTarget} onClose={() => setFormTarget(null)} onAdded={onOpen} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => (o ? undefined : setDeleting(null))}
        message={deleting ? namedDeleteQuestion('segmen', deleting.name, deleting.code) : ''}
        confirmLabel="Hapus"
        tone="danger"
        pending={running}
        onConfirm={() => void remove()}
      />
    </>
  )
}
