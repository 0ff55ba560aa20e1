import { useMemo, useState } from 'react'
import { type MailOutboxItem, mailOutboxList } from '#contract/developer/mail-outbox.ts'
import { formatDateTime } from '#contract/format.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import type { TableColumn } from '../../engine/data-table.tsx'
import { toPageRequest } from '../../engine/list-request.ts'
import type { ListShape } from '../../engine/list-state.ts'
import { ListView } from '../../engine/list-view.tsx'
import { dataOf } from '../../engine/resource-api.ts'
import { useList } from '../../engine/use-list.ts'
import { Badge } from '../../ui/badge.tsx'
import { Dialog, DialogBody, DialogCloseButton, DialogContent, DialogFooter } from '../../ui/dialog.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { splitLinks } from './linkify.ts'

/** The outbox has no sortable columns or filters: newest first, searched by recipient or subject. */
const SHAPE: ListShape = { columns: [], filters: [], defaultSort: { key: 'id', dir: 'desc' } }

function MailStatus({ mail }: { mail: MailOutboxItem }) {
  if (mail.sentAt) return <Badge tone="success">Terkirim</Badge>
  if (mail.error) return <Badge tone="danger">Gagal</Badge>
  return <Badge tone="neutral">Di outbox</Badge>
}

/** "Kotak Surat Keluar": every mail the product sent (or kept, without SMTP), with its body. */
export function MailOutboxPage() {
  const list = useList<MailOutboxItem, ReturnType<typeof toPageRequest>>({
    shape: SHAPE,
    request: toPageRequest,
    source: {
      key: (request) => ['mail-outbox', request],
      fetch: (request, signal) => dataOf(callEndpoint(mailOutboxList, request, { signal })),
    },
  })
  const [open, setOpen] = useState<MailOutboxItem | null>(null)

  const columns: TableColumn<MailOutboxItem>[] = useMemo(
    () => [
      { id: 'createdAt', header: 'Waktu', cell: (m) => formatDateTime(m.createdAt) },
      { id: 'to', header: 'Kepada', cell: (m) => <span className="font-mono text-xs">{m.to}</span> },
      {
        id: 'subject',
        header: 'Subjek',
        cell: (m) => (
          <button
            type="button"
            className="text-left font-medium text-primary-strong hover:underline focus-ring"
            onClick={(e) => {
              e.stopPropagation()
              setOpen(m)
            }}
          >
            {m.subject}
          </button>
        ),
      },
      { id: 'status', header: 'Status', cell: (m) => <MailStatus mail={m} /> },
    ],
    [],
  )
  return (
    <>
      <PageHeader
        title="Kotak Surat Keluar"
        crumbs={[{ label: 'Beranda', href: '/' }, { label: 'Developer' }, { label: 'Kotak Surat Keluar' }]}
        description="Email yang dikirim aplikasi (OTP, PIN, tautan reset password). Tanpa SMTP, email hanya disimpan di sini."
      />
      <ListView<MailOutboxItem>
        list={list}
        caption="Kotak surat keluar"
        columns={columns}
        rowKey={(m) => m.id}
        search={{ placeholder: 'Cari penerima atau subjek…', label: 'Cari email' }}
        toolbarLabel="Pencarian email"
        onRowClick={setOpen}
      />

      <Dialog open={open !== null} onOpenChange={(o) => (o ? undefined : setOpen(null))}>
        {open ? (
          <DialogContent title={open.subject}>
            <DialogBody className="flex flex-col gap-4">
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="text-muted-foreground">Kepada</dt>
                <dd className="break-all font-mono text-xs leading-5">{open.to}</dd>
                <dt className="text-muted-foreground">Dibuat</dt>
                <dd>{formatDateTime(open.createdAt)}</dd>
                <dt className="text-muted-foreground">Status</dt>
                <dd>
                  <MailStatus mail={open} />
                  {open.sentAt ? <span className="ml-2">{formatDateTime(open.sentAt)}</span> : null}
                </dd>
                {open.error ? (
                  <>
                    <dt className="text-muted-foreground">Galat</dt>
                    <dd className="text-destructive">{open.error}</dd>
                  </>
                ) : null}
              </dl>
              <div className="rounded-md border border-border bg-muted/40 p-3">
                <h3 className="sr-only">Isi email</h3>
                <p className="text-sm break-words whitespace-pre-wrap" data-testid="mail-body">
                  {splitLinks(open.bodyText).map((part, i) =>
                    part.href ? (
                      <a
                        // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text
                        key={i}
                        href={part.href}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-primary-strong underline underline-offset-2 focus-ring"
                      >
                        {part.text}
                      </a>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text
                      <span key={i}>{part.text}</span>
                    ),
                  )}
                </p>
              </div>
            </DialogBody>
            <DialogFooter>
              <DialogCloseButton />
            </DialogFooter>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  )
}
