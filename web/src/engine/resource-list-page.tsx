import { useQueryClient } from '@tanstack/react-query'
import { Plus, Trash2 } from 'lucide-react'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import type { ColumnDef, ResourceDef, RowAction } from '#contract/engine/resource.ts'
import { resourceScreen } from '#contract/engine/saved-view-screens.ts'
import { formatNumber } from '#contract/format.ts'
import { MENU, type MenuLink } from '#contract/navigation/menu.ts'
import { useProfile } from '../session/use-session.ts'
import { Button } from '../ui/button.tsx'
import { notify } from '../ui/notify.ts'
import { type Crumb, PageHeader } from '../ui/page-header.tsx'
import { useEver } from '../ui/use-ever.ts'
import { canChangeResource, canWriteResource } from './access.ts'
import { cellColumns } from './cell.tsx'
import { ListView } from './list-view.tsx'
import { type Row, resourceApi } from './resource-api.ts'
import type { FormTarget } from './resource-form.tsx'
import { useRevealer } from './reveal.tsx'
import { LazyRowActions } from './row-actions-lazy.tsx'
import { type RowMenuItem, rowLabel } from './row-label.ts'
import { useResourceList } from './use-resource-list.ts'

/**
 * What a list's first screen does not show loads on first use (issue 12 budgets: a list's own chunks
 * ≤ 60 KB): the form (react-hook-form, its zod resolver, every field kind) when "Tambah" or "Ubah" is
 * chosen (fetched already on hovering or focusing "Tambah"), a row's detail when it opens, the confirmation
 * when it is asked.
 */
const loadForm = () => import('./resource-form.tsx')
const ResourceFormDialog = lazy(() => loadForm().then((m) => ({ default: m.ResourceFormDialog })))
const DetailDrawer = lazy(() => import('./detail-drawer.tsx').then((m) => ({ default: m.DetailDrawer })))
const ConfirmDialog = lazy(() =>
  import('../ui/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
)

export const DELETE_CONFIRM = 'Apakah Anda yakin ingin menghapus data ini?'
export const bulkDeleteConfirm = (n: number) =>
  `Apakah Anda yakin ingin menghapus ${formatNumber(n)} data terpilih?`

/** "Hapus merchant Toko Sembako Mulia (000001000015838)?": what is deleted, by its name and code. */
export function deleteQuestion(def: ResourceDef, row: Row): ReactNode {
  const code = def.codeField ? row[def.codeField] : undefined
  return namedDeleteQuestion(
    def.singular.toLowerCase(),
    rowLabel(def, row),
    code === undefined || code === null ? '' : String(code),
  )
}

/**
 * The delete question of every screen (issue 12, item 6): it names what goes, "Hapus merchant
 * **Toko Sembako Mulia** (000001000015838)?", so nobody deletes the wrong row by a slip.
 */
export function namedDeleteQuestion(what: string, name: string, code = ''): ReactNode {
  return (
    <>
      Hapus {what} <strong>{name}</strong>
      {code ? ` (${code})` : ''}?
    </>
  )
}

/**
 * A delete is checked before its question (issue 12, item 6): `check` is 'checking' while the server is
 * asked, 'ok' once it may go, or the sentence why it cannot (then the dialog only says so).
 */
type Pending =
  | { kind: 'delete'; ids: number[]; row?: Row; check: 'checking' | 'ok' | { blocked: string } }
  | { kind: 'action'; action: RowAction; row: Row }
  | null

const groupTitleOf = (href: string) =>
  MENU.find((e) => e.kind === 'group' && e.items.some((i) => i.href === href))?.title

/** What a page built on the resource list adds to it. */
export interface ResourceListExtras {
  /** Shown under the heading: a switch between views of one page. */
  views?: ReactNode
  /** Buttons beside the heading (an add that is not the engine's form: "Blokir Kartu"). */
  headerActions?: ReactNode
  /** Items added to a row's menu (an action that asks for more than a confirmation). */
  rowMenu?: (row: Row) => RowMenuItem[]
  /** A cell drawn by the page instead of its format (a product's photo beside its name); undefined: the engine's. */
  cell?: (column: ColumnDef, row: Row) => ReactNode | undefined
}

/**
 * The page of every resource (docs/ARCHITECTURE.md "The resource engine"): the engine's list (search,
 * filters, date range, sortable columns, paging in the URL, column visibility, saved views, export, selection) with
 * bulk delete, row actions, detail and form.
 */
export function ResourceListPage({
  def,
  route,
  views,
  headerActions,
  rowMenu,
  cell,
}: { def: ResourceDef; route: MenuLink } & ResourceListExtras) {
  const profile = useProfile()
  const queryClient = useQueryClient()
  const list = useResourceList(def)
  const canWrite = canWriteResource(def, profile)
  const canAct = canChangeResource(def, profile)
  const revealer = useRevealer(def)
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null)
  const [pending, setPending] = useState<Pending>(null)
  const [running, setRunning] = useState(false)
  const formUsed = useEver(formTarget !== null)
  const detailUsed = useEver(list.detail.id !== null)
  const confirmUsed = useEver(pending !== null)

  const crumbs: Crumb[] = [{ label: 'Beranda', href: '/' }]
  const group = groupTitleOf(route.href)
  if (group) crumbs.push({ label: group })
  crumbs.push({ label: route.title })

  const askDelete = async (ids: number[], row?: Row) => {
    setPending({ kind: 'delete', ids, ...(row ? { row } : {}), check: 'checking' })
    const result = await resourceApi.deleteCheck(def, ids)
    // A check that could not be made (network) still asks: the delete itself refuses what it must.
    const check =
      result.success && result.data && !result.data.deletable ? { blocked: result.data.reason } : 'ok'
    setPending((p) => (p?.kind === 'delete' && p.ids === ids ? { ...p, check } : p))
  }

  const runPending = async () => {
    if (!pending) return
    setRunning(true)
    const result =
      pending.kind === 'delete'
        ? await resourceApi.remove(def, pending.ids)
        : await resourceApi.action(def, pending.action.name, pending.row.id)
    setRunning(false)
    setPending(null)
    notify(result.message, result.success ? 'success' : 'error')
    if (result.success) {
      if (pending.kind === 'delete') list.selection.clear()
      await queryClient.invalidateQueries({ queryKey: ['resource'] })
    }
  }

  const blocked =
    pending?.kind === 'delete' && typeof pending.check === 'object' ? pending.check.blocked : null

  return (
    <>
      <PageHeader
        title={def.title}
        crumbs={crumbs}
        actions={
          canWrite || headerActions ? (
            <div className="flex flex-wrap gap-2">
              {headerActions}
              {canWrite ? (
                <Button
                  onClick={() => setFormTarget({ mode: 'add' })}
                  onPointerEnter={() => void loadForm()}
                  onFocus={() => void loadForm()}
                >
                  <Plus aria-hidden="true" className="size-4" />
                  Tambah {def.singular}
                </Button>
              ) : null}
            </div>
          ) : null
        }
      />
      {views}
      <ListView<Row>
        list={list}
        caption={def.title}
        columns={cellColumns(list.shownColumns, cell, { fields: def.personal, revealer })}
        rowKey={(r) => r.id}
        // A page with tabs shows several lists on one route: each keeps its own views.
        savedViews={{ screen: resourceScreen(def, views !== undefined) }}
        search={{
          placeholder: def.searchHint,
          label: `Cari ${def.title.replace(/^Daftar /, '').toLowerCase()}`,
        }}
        selection={
          canWrite
            ? {
                idOf: (r) => r.id,
                labelOf: (r) => rowLabel(def, r),
                actions: (
                  <Button
                    size="sm"
                    className="bg-destructive text-white hover:bg-destructive/90"
                    onClick={() => void askDelete([...list.selection.selected])}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Hapus terpilih
                  </Button>
                ),
              }
            : undefined
        }
        rowActions={(row) => (
          <LazyRowActions
            def={def}
            row={row}
            canWrite={canWrite}
            canAct={canAct}
            onView={() => list.detail.open(row.id)}
            onEdit={() => setFormTarget({ mode: 'edit', id: row.id })}
            onDelete={() => void askDelete([row.id], row)}
            onAction={(action) => setPending({ kind: 'action', action, row })}
            extra={rowMenu?.(row)}
          />
        )}
        empty={{ hint: canWrite ? `Tambahkan ${def.singular.toLowerCase()} pertama.` : undefined }}
        detail={
          detailUsed ? (
            <Suspense fallback={null}>
              <DetailDrawer
                def={def}
                id={list.detail.id}
                onClose={() => list.detail.close()}
                onEdit={
                  canWrite
                    ? (id) => {
                        list.detail.close({ replace: true })
                        setFormTarget({ mode: 'edit', id })
                      }
                    : undefined
                }
              />
            </Suspense>
          ) : null
        }
      />
      {formUsed ? (
        <Suspense fallback={null}>
          <ResourceFormDialog def={def} target={formTarget} onClose={() => setFormTarget(null)} />
        </Suspense>
      ) : null}
      {confirmUsed ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={pending !== null}
            onOpenChange={(open) => (open ? undefined : setPending(null))}
            {...(blocked ? { title: 'Tidak dapat dihapus' } : {})}
            message={
              blocked
                ? blocked
                : pending?.kind === 'action'
                  ? pending.action.confirm
                  : pending && pending.ids.length > 1
                    ? bulkDeleteConfirm(pending.ids.length)
                    : pending?.row
                      ? deleteQuestion(def, pending.row)
                      : DELETE_CONFIRM
            }
            confirmLabel={pending?.kind === 'delete' ? 'Hapus' : 'Ya, lanjutkan'}
            tone={
              pending?.kind === 'delete' || (pending?.kind === 'action' && pending.action.tone === 'danger')
                ? 'danger'
                : 'default'
            }
            pending={running}
            ready={!(pending?.kind === 'delete' && pending.check === 'checking')}
            onConfirm={blocked ? undefined : () => void runPending()}
          />
        </Suspense>
      ) : null}
    </>
  )
}
