import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Upload } from 'lucide-react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { can } from '#contract/access/can.ts'
import { labelOf } from '#contract/engine/fields.ts'
import { formatNumber, formatRupiah } from '#contract/format.ts'
import { routeByPath } from '#contract/navigation/menu.ts'
import { disburseItemRemove, disburseResume, disburseRetry, disburseSubmit } from '#contract/wallet/calls.ts'
import { disburseDoc, disburseItem } from '#contract/wallet/lists.ts'
import { DOC_STATUS } from '#contract/wallet/vocabulary.ts'
import { disburseWorkflow } from '#contract/wallet/workflows.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import type { Decision } from '../../engine/decision-dialog.tsx'
import { type Row, resourceApi, resourceKeys } from '../../engine/resource-api.ts'
import { ResourceListPage } from '../../engine/resource-list-page.tsx'
import type { RowMenuItem } from '../../engine/row-label.ts'
import { transitionItems, useTaker } from '../../engine/workflow.ts'
import { useProfile } from '../../session/use-session.ts'
import { Button } from '../../ui/button.tsx'
import { notify } from '../../ui/notify.ts'
import { useEver } from '../../ui/use-ever.ts'
import { useView, type View, ViewTabs } from '../../ui/view-tabs.tsx'

/** The dialogs load on first use (issue 12 budgets), as the engine's forms do. */
const UploadDialog = lazy(() => import('./upload-dialog.tsx').then((m) => ({ default: m.UploadDialog })))
const FixDialog = lazy(() => import('./fix-dialog.tsx').then((m) => ({ default: m.FixDialog })))
const DocDecisionDialog = lazy(() => import('./decision.tsx').then((m) => ({ default: m.DocDecisionDialog })))

const VIEWS: readonly View[] = [
  { key: '', label: 'Dokumen' },
  { key: 'items', label: 'Rincian Penerima' },
]
/** While a document is being paid its items change: the screen reads them again this often. */
const RUNNING_POLL_MS = 1_500
const RUNNING = new Set(['APPROVED', 'PROCESSING'])

/**
 * Dokumen Disbursement: the documents (upload, submit, approve or reject, retry the failed), and one document's
 * recipients: the per-row report (problems, inquiry name and its match), each row fixed or removed while it is a
 * Draf, and each item's progress while it is paid. The report of a document is the recipients' export.
 */
export function DisburseDocPage() {
  const route = routeByPath(disburseDoc.route)
  const profile = useProfile()
  const taker = useTaker()
  const view = useView(VIEWS)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [params] = useSearchParams()
  const docId = Number(params.get('docId') ?? 0)
  const [uploading, setUploading] = useState(false)
  const [fix, setFix] = useState<Row | null>(null)
  const [decision, setDecision] = useState<Decision<Row>>(null)
  const uploadUsed = useEver(uploading)
  const fixUsed = useEver(fix !== null)
  const decisionUsed = useEver(decision !== null)
  const doc = useQuery({
    queryKey: resourceKeys.detail(disburseDoc, docId),
    queryFn: ({ signal }) => resourceApi.detail(disburseDoc, docId, signal),
    enabled: view === 'items' && docId > 0,
    refetchInterval: (q) => (RUNNING.has(String(q.state.data?.status)) ? RUNNING_POLL_MS : false),
  })
  // Each change of the document's counts is a change of its items: their list is read again.
  const progress = doc.data
    ? `${doc.data.status}/${doc.data.paidCount}/${doc.data.failedCount}/${doc.data.openCount}`
    : ''
  useEffect(() => {
    if (progress) void queryClient.invalidateQueries({ queryKey: resourceKeys.all(disburseItem) })
  }, [progress, queryClient])
  if (!route) return null
  const allowed = can(profile.roleSegmentValue, disburseWorkflow.transitions.upload.feature)
  const open = (id: number) => navigate({ search: `?view=items&docId=${id}` })
  const run = async (call: () => Promise<{ success: boolean; message: string }>) => {
    const result = await call()
    notify(result.message, result.success ? 'success' : 'error')
    await queryClient.invalidateQueries({ queryKey: ['resource'] })
  }
  const docMenu = (row: Row): RowMenuItem[] => [
    { key: 'open', label: 'Buka Rincian', onSelect: () => open(row.id) },
    ...transitionItems(disburseWorkflow, row, taker, {
      submit: () => void run(() => callEndpoint(disburseSubmit, { id: row.id })),
      approve: () => setDecision({ kind: 'approve', row }),
      reject: () => setDecision({ kind: 'reject', row }),
      retry: () => void run(() => callEndpoint(disburseRetry, { id: row.id })),
      // Only a stalled execution has anything to resume; the server says so otherwise (409).
      ...(row.stalled === true
        ? { resume: () => void run(() => callEndpoint(disburseResume, { id: row.id })) }
        : {}),
    }),
  ]
  const tabs = <ViewTabs views={VIEWS} current={view} label="Dokumen disbursement" />
  const d = doc.data
  const summary =
    view === 'items' && d ? (
      <section
        aria-label="Ringkasan dokumen"
        className="mb-4 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm"
      >
        <span className="font-mono font-medium">{String(d.docNo)}</span>
        <span>{String(d.clientName)}</span>
        <span data-testid="doc-status">
          Status: <strong>{labelOf(DOC_STATUS, String(d.status))}</strong>
        </span>
        <span>
          {formatNumber(Number(d.itemCount))} penerima · {formatRupiah(Number(d.totalAmount))} + biaya{' '}
          {formatRupiah(Number(d.totalFee))}
        </span>
        <span>
          Berhasil {formatNumber(Number(d.paidCount))} · Gagal {formatNumber(Number(d.failedCount))} ·
          Diproses {formatNumber(Number(d.openCount))}
        </span>
        {Number(d.invalidCount) > 0 ? (
          <span className="text-destructive">{formatNumber(Number(d.invalidCount))} baris bermasalah</span>
        ) : null}
        {d.stalled === true ? (
          <span role="status" className="text-destructive">
            Eksekusi terhenti: bank tidak menjawab. Dana tetap ditahan; lanjutkan bila bank sudah pulih.
          </span>
        ) : null}
        <span className="flex gap-2">
          {docMenu(d as Row)
            .filter((m) => m.key !== 'open')
            .map((m) => (
              <Button
                key={m.key}
                size="sm"
                variant={m.tone === 'danger' ? 'outline' : 'primary'}
                onClick={m.onSelect}
              >
                {m.label}
              </Button>
            ))}
        </span>
      </section>
    ) : null
  const uploadButton = allowed ? (
    <Button onClick={() => setUploading(true)}>
      <Upload aria-hidden="true" className="size-4" />
      Unggah Dokumen
    </Button>
  ) : null
  return (
    <>
      {view === 'items' ? (
        <ResourceListPage
          key="items"
          def={disburseItem}
          route={route}
          views={
            <>
              {tabs}
              {summary}
            </>
          }
          rowMenu={(row) =>
            d
              ? transitionItems(disburseWorkflow, d as Row, taker, {
                  fix: () => setFix(row),
                  remove: () => void run(() => callEndpoint(disburseItemRemove, { id: row.id })),
                })
              : []
          }
        />
      ) : (
        <ResourceListPage
          key="docs"
          def={disburseDoc}
          route={route}
          views={tabs}
          headerActions={uploadButton}
          rowMenu={docMenu}
        />
      )}
      {uploadUsed ? (
        <Suspense fallback={null}>
          <UploadDialog
            open={uploading}
            onClose={() => setUploading(false)}
            onUploaded={(id) => {
              setUploading(false)
              open(id)
            }}
          />
        </Suspense>
      ) : null}
      {fixUsed ? (
        <Suspense fallback={null}>
          <FixDialog row={fix} onClose={() => setFix(null)} />
        </Suspense>
      ) : null}
      {decisionUsed ? (
        <Suspense fallback={null}>
          <DocDecisionDialog decision={decision} onClose={() => setDecision(null)} />
        </Suspense>
      ) : null}
    </>
  )
}
