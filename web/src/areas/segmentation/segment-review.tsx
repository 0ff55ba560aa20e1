import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { ResourceDef } from '#contract/engine/resource.ts'
import { refusalOf } from '#contract/engine/workflow.ts'
import { formatDateTime } from '#contract/format.ts'
import {
  approveVersion,
  impactPreview,
  rejectVersion,
  segmentVersions,
  type VersionRow,
} from '#contract/segmentation/api.ts'
import { segmentVersionWorkflow } from '#contract/segmentation/workflows.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { dataOf } from '../../engine/resource-api.ts'
import { useTaker } from '../../engine/workflow.ts'
import { Alert } from '../../ui/alert.tsx'
import { Badge, type BadgeTone } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { Label } from '../../ui/label.tsx'
import { notify } from '../../ui/notify.ts'
import { Spinner } from '../../ui/spinner.tsx'
import { Textarea } from '../../ui/textarea.tsx'
import { ImpactPanel } from './impact-panel.tsx'

/**
 * A segment's detail (issue 16 items 1 and 3): the proposal waiting for a second user, with its diff against
 * the version in force and its impact preview, approved or rejected here (with a note; the maker's own
 * approval is refused by the server, and the button says so first), then every version, newest first: who
 * proposed and decided what, when it applies, what changed.
 */

const TONE: Record<string, BadgeTone> = {
  PROPOSED: 'warning',
  ACTIVE: 'success',
  SCHEDULED: 'info',
  SUPERSEDED: 'neutral',
  REJECTED: 'danger',
}

function Diff({ rows }: { rows: VersionRow['diff'] }) {
  if (rows.length === 0) return <p className="text-muted-foreground">Tidak ada perubahan nilai.</p>
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Perubahan dibanding versi yang berlaku</caption>
        <thead>
          <tr className="border-b border-border text-muted-foreground">
            <th scope="col" className="py-1 pr-3 font-medium">
              Bagian
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Sebelumnya
            </th>
            <th scope="col" className="py-1 font-medium">
              Usulan
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((d) => (
            <tr key={d.label} className="border-b border-border/60 align-top">
              <th scope="row" className="py-1 pr-3 font-normal">
                {d.label}
              </th>
              <td className="py-1 pr-3 break-words text-muted-foreground">{d.before}</td>
              <td className="py-1 break-words font-medium">{d.after}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Proposal({ version, onDecided }: { version: VersionRow; onDecided: () => void }) {
  const id = useId()
  const taker = useTaker()
  const [note, setNote] = useState('')
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const impact = useQuery({
    queryKey: ['segmentation', 'impact', 'version', version.id],
    queryFn: ({ signal }) => dataOf(callEndpoint(impactPreview, { versionId: version.id }, { signal })),
    retry: false,
  })
  // The workflow's own rules (contract/segmentation/workflows.ts), as the server applies them.
  const item = { state: version.state as 'PROPOSED', actors: version.actors }
  const approveRefused = refusalOf(segmentVersionWorkflow, 'approve', item, taker)
  const rejectRefused = refusalOf(segmentVersionWorkflow, 'reject', item, taker)
  const decide = async () => {
    if (asking === 'reject' && note.trim() === '') {
      setError('Alasan penolakan wajib diisi.')
      setAsking(null)
      return
    }
    setBusy(true)
    const res =
      asking === 'approve'
        ? await callEndpoint(approveVersion, { versionId: version.id, note })
        : await callEndpoint(rejectVersion, { versionId: version.id, note })
    setBusy(false)
    setAsking(null)
    if (!res.success) {
      setError(res.message)
      return
    }
    notify(res.message, 'success')
    onDecided()
  }
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-lg border border-warning/40 bg-warning-soft/30 p-4 text-sm"
      data-testid="proposal"
    >
      <h3 id={`${id}-title`} className="font-semibold">
        Usulan v{version.version} menunggu persetujuan
      </h3>
      <p className="text-muted-foreground">
        Diusulkan oleh {version.proposedBy} pada {formatDateTime(version.proposedAt)}; berlaku mulai{' '}
        {formatDateTime(version.effectiveFrom)} atau saat disetujui bila lebih lambat.
        {version.note ? ` Catatan: ${version.note}` : ''}
      </p>
      <Diff rows={version.diff} />
      <ImpactPanel
        state={{
          pending: impact.isPending,
          error: impact.isError ? impact.error.message : null,
          data: impact.data,
        }}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-note`}>Catatan keputusan</Label>
        <Textarea
          id={`${id}-note`}
          value={note}
          maxLength={500}
          placeholder="Wajib diisi bila menolak"
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      {error ? <Alert variant="error">{error}</Alert> : null}
      {approveRefused ? <p className="text-muted-foreground">{approveRefused.message}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={busy || approveRefused !== null}
          onClick={() => {
            setError(null)
            setAsking('approve')
          }}
        >
          Setujui
        </Button>
        <Button
          variant="outline"
          disabled={busy || rejectRefused !== null}
          onClick={() => {
            setError(null)
            setAsking('reject')
          }}
        >
          Tolak
        </Button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        title={asking === 'approve' ? 'Setujui usulan' : 'Tolak usulan'}
        message={
          asking === 'approve'
            ? `Setujui usulan v${version.version}? Pengaturan ini dipakai untuk transaksi mulai ${formatDateTime(version.effectiveFrom)} atau sejak disetujui bila lebih lambat.`
            : `Tolak usulan v${version.version}? Usulan yang ditolak tidak dapat disetujui lagi.`
        }
        confirmLabel={asking === 'approve' ? 'Ya, setujui' : 'Ya, tolak'}
        tone={asking === 'reject' ? 'danger' : 'default'}
        pending={busy}
        onConfirm={() => void decide()}
      />
    </section>
  )
}

export default function SegmentReview({ row }: { def: ResourceDef; row: { id: number } }) {
  const id = useId()
  const queryClient = useQueryClient()
  const key = ['segmentation', 'versions', row.id]
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => dataOf(callEndpoint(segmentVersions, { segmentId: row.id }, { signal })),
    retry: false,
  })
  const versions = query.data?.versions ?? []
  const pending = versions.find((v) => v.state === 'PROPOSED')
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['segmentation'] })
    void queryClient.invalidateQueries({ queryKey: ['resource'] })
  }
  return (
    <div className="mt-6 flex flex-col gap-4">
      {query.isPending ? <Spinner label="Memuat riwayat versi…" /> : null}
      {query.isError ? <Alert variant="error">{query.error.message}</Alert> : null}
      {pending ? <Proposal version={pending} onDecided={refresh} /> : null}
      {query.data ? (
        <section
          aria-labelledby={`${id}-history`}
          className="flex flex-col gap-2"
          data-testid="version-history"
        >
          <h3 id={`${id}-history`} className="text-base font-semibold">
            Riwayat versi
          </h3>
          {versions.length === 0 ? <p className="text-sm text-muted-foreground">Belum ada versi.</p> : null}
          <ol className="flex flex-col gap-2">
            {versions.map((v) => (
              <li key={v.id} className="rounded-lg border border-border p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">v{v.version}</span>
                  <Badge tone={TONE[v.status] ?? 'neutral'}>{v.statusLabel}</Badge>
                  <span className="text-muted-foreground">mulai {formatDateTime(v.effectiveFrom)}</span>
                </div>
                <p className="mt-1 text-muted-foreground">
                  Diusulkan {v.proposedBy}, {formatDateTime(v.proposedAt)}
                  {v.decidedBy && v.decidedAt
                    ? `; ${v.state === 'REJECTED' ? 'ditolak' : 'disetujui'} ${v.decidedBy}, ${formatDateTime(v.decidedAt)}`
                    : ''}
                  {v.decisionNote ? ` (“${v.decisionNote}”)` : ''}
                </p>
                {v.note ? <p className="mt-1">{v.note}</p> : null}
                <details className="mt-2">
                  <summary className="cursor-pointer text-primary-strong">Perubahan dan pengaturan</summary>
                  <div className="mt-2 flex flex-col gap-2">
                    <Diff rows={v.diff} />
                  </div>
                </details>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  )
}
