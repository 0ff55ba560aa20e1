import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Paperclip, Sparkles } from 'lucide-react'
import { lazy, Suspense, useId, useState } from 'react'
import { Link } from 'react-router'
import { labelOf } from '#contract/engine/fields.ts'
import type { Upload } from '#contract/engine/upload.ts'
import { formatDateTime } from '#contract/format.ts'
import {
  helpTicketAssign,
  helpTicketAttachment,
  helpTicketReply,
  helpTicketStatus,
  helpTicketThread,
} from '#contract/help/tickets.ts'
import {
  statusConfirm,
  TICKET_PRIORITY,
  TICKET_STATUS,
  type TicketStatus,
} from '#contract/help/vocabulary.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { RefSelect } from '../../engine/select-inputs.tsx'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { Dialog, DialogBody, DialogContent } from '../../ui/dialog.tsx'
import { Label } from '../../ui/label.tsx'
import { NativeSelect } from '../../ui/native-select.tsx'
import { notify } from '../../ui/notify.ts'
import { Textarea } from '../../ui/textarea.tsx'
import { FilesInput } from './files-input.tsx'
import { StoredHtml } from './stored-html.tsx'

const RichTextEditor = lazy(() => import('../../engine/rich-text-editor.tsx'))

const KIND_LABEL: Record<string, string> = {
  MERCHANT: 'Merchant',
  REPLY: 'Balasan',
  NOTE: 'Catatan internal',
  STATUS: 'Perubahan status',
  SYSTEM: 'Sistem',
}

/**
 * One ticket: its facts (SLA, transaction with its report link and response code), the thread (replies, internal
 * notes, status changes with their notes, attachments), and the actions: change the status (with a note and the
 * confirmation of SPEC.md §8, 'membuka kembali' for a reopen), reply or add a note (rich text, attachments, the
 * suggested reply for the transaction's response code), assign an agent and a priority.
 */
export default function TicketPanel({ id, onClose }: { id: number | null; onClose: () => void }) {
  const queryClient = useQueryClient()
  const uid = useId()
  const key = ['help-ticket', 'thread', id]
  const thread = useQuery({
    queryKey: key,
    enabled: id !== null,
    queryFn: async () => {
      const res = await callEndpoint(helpTicketThread, { id: Number(id) })
      if (!res.success || !res.data) throw new Error(res.message)
      return res.data
    },
  })
  const [next, setNext] = useState<TicketStatus | ''>('')
  const [note, setNote] = useState('')
  const [confirming, setConfirming] = useState(false)
  const [reply, setReply] = useState('')
  const [internal, setInternal] = useState(false)
  const [files, setFiles] = useState<Upload[]>([])
  const [busy, setBusy] = useState(false)
  const t = thread.data?.ticket

  const after = async (res: { success: boolean; message: string }) => {
    notify(res.message, res.success ? 'success' : 'error')
    if (res.success) {
      await queryClient.invalidateQueries({ queryKey: key })
      await queryClient.invalidateQueries({ queryKey: ['resource'] })
    }
    return res.success
  }
  const changeStatus = async () => {
    if (!t || !next) return
    setBusy(true)
    const ok = await after(await callEndpoint(helpTicketStatus, { id: t.id, status: next, note }))
    setBusy(false)
    setConfirming(false)
    if (ok) {
      setNext('')
      setNote('')
    }
  }
  const send = async () => {
    if (!t) return
    setBusy(true)
    const ok = await after(
      await callEndpoint(helpTicketReply, { id: t.id, body: reply, internal, attachments: files }),
    )
    setBusy(false)
    if (ok) {
      setReply('')
      setFiles([])
    }
  }
  const assign = async (assigneeId: number | null, priority: string) => {
    if (!t) return
    await after(await callEndpoint(helpTicketAssign, { id: t.id, assigneeId, priority: priority as 'LOW' }))
  }
  const download = async (attachmentId: number) => {
    const res = await callEndpoint(helpTicketAttachment, { id: attachmentId })
    if (!res.success || !res.data) return notify(res.message, 'error')
    const a = document.createElement('a')
    a.href = `data:${res.data.mime};base64,${res.data.base64}`
    a.download = res.data.name
    a.click()
  }

  return (
    <Dialog open={id !== null} onOpenChange={(o) => (o ? null : onClose())}>
      <DialogContent title={t ? `Tiket ${t.ticketNo}` : 'Tiket'} className="max-w-2xl">
        <DialogBody className="flex flex-col gap-4">
          {thread.isLoading ? (
            <p className="text-sm text-muted-foreground">Memuat tiket…</p>
          ) : thread.isError || !t || !thread.data ? (
            <p role="alert" className="text-sm text-destructive">
              {thread.error?.message ?? 'Tiket tidak dapat dimuat.'}
            </p>
          ) : (
            <>
              <section aria-label="Ringkasan tiket" className="flex flex-col gap-1 text-sm">
                <h3 className="text-base font-semibold">{t.subject}</h3>
                <div className="flex flex-wrap gap-2">
                  <Badge>{labelOf(TICKET_STATUS, t.status)}</Badge>
                  <Badge>Prioritas {labelOf(TICKET_PRIORITY, t.priority)}</Badge>
                  {t.slaBreached ? <Badge tone="danger">Lewat SLA</Badge> : null}
                  {t.escalatedTo ? <Badge tone="warning">Eskalasi: {t.escalatedTo}</Badge> : null}
                </div>
                <p>
                  {t.merchantName} · {t.outletName} · {t.categoryName}
                </p>
                <p>
                  Batas SLA: {t.slaDueAt ? formatDateTime(t.slaDueAt) : 'dijeda / berhenti'} · sisa{' '}
                  {Math.floor(t.slaRemaining / 60)} jam {Math.abs(t.slaRemaining % 60)} menit kerja
                </p>
                {t.trxNo ? (
                  <p>
                    Transaksi:{' '}
                    {thread.data.reportRoute ? (
                      <Link className="font-mono text-primary-strong underline" to={thread.data.reportRoute}>
                        {t.trxNo}
                      </Link>
                    ) : (
                      <span className="font-mono">{t.trxNo}</span>
                    )}
                    {thread.data.rcExplained ? ` · ${thread.data.rcExplained}` : ''}
                  </p>
                ) : null}
              </section>

              <section aria-label="Penugasan" className="grid gap-3 sm:grid-cols-2">
                <div className="flex flex-col gap-1.5">
                  <Label id={`${uid}-agent-label`} htmlFor={`${uid}-agent`}>
                    Petugas
                  </Label>
                  <RefSelect
                    id={`${uid}-agent`}
                    labelId={`${uid}-agent-label`}
                    label="Petugas"
                    apiPath="help-agent"
                    clearable
                    value={t.assigneeId === null ? [] : [t.assigneeId]}
                    onChange={(ids) => void assign(ids[0] ?? null, t.priority)}
                    placeholder="Belum ditugaskan"
                  />
                </div>
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor={`${uid}-priority`}>Prioritas</Label>
                  <NativeSelect
                    id={`${uid}-priority`}
                    value={t.priority}
                    onChange={(e) => void assign(t.assigneeId, e.target.value)}
                  >
                    {TICKET_PRIORITY.map((p) => (
                      <option key={p.value} value={p.value}>
                        {p.label}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              </section>

              <section aria-label="Percakapan">
                <ol className="flex flex-col gap-2">
                  {thread.data.messages.map((m) => (
                    <li
                      key={`${m.kind}-${m.id}`}
                      className={
                        m.kind === 'NOTE'
                          ? 'rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:bg-amber-950'
                          : 'rounded-md border p-3 text-sm'
                      }
                    >
                      <p className="mb-1 text-xs text-muted-foreground">
                        {KIND_LABEL[m.kind]}
                        {m.statusTo && m.kind === 'STATUS'
                          ? `: ${labelOf(TICKET_STATUS, m.statusFrom ?? '')} → ${labelOf(TICKET_STATUS, m.statusTo)}`
                          : ''}{' '}
                        · {m.author} · {formatDateTime(m.createdAt)}
                      </p>

                      <StoredHtml html={m.bodyHtml} />
                      {m.attachments.length > 0 ? (
                        <ul className="mt-2 flex flex-wrap gap-2">
                          {m.attachments.map((a) => (
                            <li key={a.id}>
                              <Button variant="outline" size="sm" onClick={() => void download(a.id)}>
                                <Paperclip aria-hidden="true" className="size-4" />
                                {a.name}
                              </Button>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </ol>
              </section>

              <section aria-label="Ubah status" className="flex flex-col gap-2 rounded-md border p-3">
                <div className="grid gap-2 sm:grid-cols-[12rem_1fr]">
                  <div className="flex flex-col gap-1.5">
                    <Label htmlFor={`${uid}-status`}>Status baru</Label>
                    <NativeSelect
                      id={`${uid}-status`}
                      value={next}
                      onChange={(e) => setNext(e.target.value as TicketStatus)}
                    >
                      <option value="">Pilih status</option>
                      {thread.data.next.map((s) => (
                        <option key={s} value={s}>
                          {labelOf(TICKET_STATUS, s)}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                  <div className="flex flex-col gap-1.5">
                    <Label htmlFor={`${uid}-note`}>Catatan perubahan</Label>
                    <Textarea
                      id={`${uid}-note`}
                      rows={2}
                      value={note}
                      onChange={(e) => setNote(e.target.value)}
                    />
                  </div>
                </div>
                <div>
                  <Button
                    disabled={!next || note.trim().length < 3 || busy}
                    onClick={() => setConfirming(true)}
                  >
                    Ubah Status
                  </Button>
                </div>
              </section>

              <section aria-label="Balas" className="flex flex-col gap-2 rounded-md border p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Label htmlFor={`${uid}-reply`}>
                    {internal ? 'Catatan internal' : 'Balasan ke merchant'}
                  </Label>
                  {thread.data.suggestion ? (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setReply(`<p>${escapeHtml(thread.data?.suggestion?.body ?? '')}</p>`)}
                    >
                      <Sparkles aria-hidden="true" className="size-4" />
                      Pakai saran: {thread.data.suggestion.title}
                    </Button>
                  ) : null}
                </div>
                <Suspense fallback={<p className="text-sm text-muted-foreground">Memuat editor…</p>}>
                  <RichTextEditor id={`${uid}-reply`} label="Balasan" value={reply} onChange={setReply} />
                </Suspense>
                <FilesInput id={`${uid}-files`} files={files} onChange={setFiles} />
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" checked={internal} onChange={(e) => setInternal(e.target.checked)} />
                  Catatan internal (tidak dikirim ke merchant)
                </label>
                <div>
                  <Button disabled={!reply || busy} onClick={() => void send()}>
                    {internal ? 'Simpan Catatan' : 'Kirim Balasan'}
                  </Button>
                </div>
              </section>
            </>
          )}
        </DialogBody>
      </DialogContent>
      {t && next ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Ubah Status Tiket"
          message={statusConfirm(t.status as TicketStatus, next)}
          confirmLabel="Ya, ubah"
          pending={busy}
          onConfirm={() => void changeStatus()}
        />
      ) : null}
    </Dialog>
  )
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
