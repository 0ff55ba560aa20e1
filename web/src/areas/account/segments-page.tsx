import { useQueryClient } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { lazy, Suspense, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { RoleSegmentItem } from '#contract/account/roles.ts'
import { formatNumber } from '#contract/format.ts'
import type { TableColumn } from '../../engine/data-table.tsx'
import { toListRequest } from '../../engine/list-request.ts'
import type { ListShape, ListState } from '../../engine/list-state.ts'
import { ListView } from '../../engine/list-view.tsx'
import { optionKeys } from '../../engine/option-api.ts'
import { namedDeleteQuestion } from '../../engine/resource-list-page.tsx'
import { RowMenuButton } from '../../engine/row-actions-lazy.tsx'
import { useUrlWriter, withParam } from '../../engine/url-writer.ts'
import { useList } from '../../engine/use-list.ts'
import { useProfile } from '../../session/use-session.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { notify } from '../../ui/notify.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import { PageSpinner } from '../../ui/spinner.tsx'
import { useEver } from '../../ui/use-ever.ts'
import { accountApi, accountKeys, SEGMENT_OPTIONS_PATH, type SegmentListRequest } from './account-api.ts'
import { crumbsOf, pageTitleOf } from './list-parts.tsx'
import type { SegmentFormTarget } from './segment-form.tsx'

/**
 * Not part of the list's first load (issue 12 budgets), as on the engine's lists: each row's menu (Radix's
 * menu with its positioning library) arrives right after the page, its "…" button drawn meanwhile; the
 * form loads when first opened (fetched already on hovering or focusing "Tambah Segmen"), the confirmation
 * when first asked, a segment's feature matrix when it is opened.
 */
const SegmentActions = lazy(() =>
  import('./segment-actions.tsx').then((m) => ({ default: m.SegmentActions })),
)
const loadForm = () => import('./segment-form.tsx')
const SegmentFormDialog = lazy(() => loadForm().then((m) => ({ default: m.SegmentFormDialog })))
const ConfirmDialog = lazy(() =>
  import('../../ui/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
)
const SegmentMatrix = lazy(() => import('./segment-matrix.tsx').then((m) => ({ default: m.SegmentMatrix })))

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
    <Suspense fallback={<PageSpinner />}>
      <SegmentMatrix segmentId={matrixId} onClose={() => open(null)} />
    </Suspense>
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
  const formUsed = useEver(formTarget !== null)
  const confirmUsed = useEver(deleting !== null)

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
          <Button
            onClick={() => setFormTarget({ mode: 'add' })}
            onPointerEnter={() => void loadForm()}
            onFocus={() => void loadForm()}
          >
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
        rowActions={(s) => (
          <Suspense fallback={<RowMenuButton label={`Aksi untuk ${s.name}`} />}>
            <SegmentActions
              segment={s}
              own={s.code === profile.roleSegmentCode}
              onOpen={() => onOpen(s.id)}
              onEdit={() => setFormTarget({ mode: 'edit', segment: s })}
              onDelete={() => setDeleting(s)}
            />
          </Suspense>
        )}
        empty={{ hint: 'Tambahkan segmen pertama.' }}
      />
      {formUsed ? (
        <Suspense fallback={null}>
          <SegmentFormDialog target={formTarget} onClose={() => setFormTarget(null)} onAdded={onOpen} />
        </Suspense>
      ) : null}
      {confirmUsed ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(o) => (o ? undefined : setDeleting(null))}
            message={deleting ? namedDeleteQuestion('segmen', deleting.name, deleting.code) : ''}
            confirmLabel="Hapus"
            tone="danger"
            pending={running}
            onConfirm={() => void remove()}
          />
        </Suspense>
      ) : null}
    </>
  )
}
