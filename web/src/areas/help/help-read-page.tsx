import { useQuery } from '@tanstack/react-query'
import { LifeBuoy, Search } from 'lucide-react'
import { type FormEvent, useEffect, useId, useState } from 'react'
import type { Upload } from '#contract/engine/upload.ts'
import { helpFaqPublished } from '#contract/help/content.ts'
import { helpTicketCreate, helpTicketFormOptions } from '#contract/help/tickets.ts'
import { TICKET_PRIORITY, TRX_REF_KINDS } from '#contract/help/vocabulary.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { Button } from '../../ui/button.tsx'
import { Input } from '../../ui/input.tsx'
import { FieldError, Label } from '../../ui/label.tsx'
import { NativeSelect } from '../../ui/native-select.tsx'
import { notify } from '../../ui/notify.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import { Textarea } from '../../ui/textarea.tsx'
import { FilesInput } from './files-input.tsx'
import { HelpIconOf } from './icons.tsx'
import { StoredHtml } from './stored-html.tsx'

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value)
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms)
    return () => clearTimeout(t)
  }, [value, ms])
  return v
}

/**
 * Pusat Bantuan for every signed-in user (the user menu): the published FAQs by category, searchable, and the
 * complaint form (a merchant's own users open tickets for their outlets; support sees them in Komplain).
 */
export function HelpReadPage() {
  const id = useId()
  const [search, setSearch] = useState('')
  const term = useDebounced(search.trim(), 300)
  const faqs = useQuery({
    queryKey: ['help', 'faq', term],
    queryFn: async () => {
      const res = await callEndpoint(helpFaqPublished, term ? { search: term } : {})
      if (!res.success || !res.data) throw new Error(res.message)
      return res.data
    },
  })
  const cats = faqs.data?.categories ?? []
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Pusat Bantuan"
        crumbs={[{ label: 'Beranda', href: '/' }, { label: 'Pusat Bantuan' }]}
      />
      <section aria-labelledby={`${id}-faq`} className="flex flex-col gap-3">
        <h2 id={`${id}-faq`} className="text-lg font-semibold">
          Pertanyaan yang sering diajukan
        </h2>
        <div className="relative max-w-md">
          <Search
            aria-hidden="true"
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            aria-label="Cari FAQ"
            placeholder="Cari pertanyaan atau jawaban…"
            className="pl-9"
            value={search}
            maxLength={100}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        {faqs.isLoading ? (
          <p className="text-sm text-muted-foreground">Memuat FAQ…</p>
        ) : faqs.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {faqs.error.message}
          </p>
        ) : cats.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {term ? `Tidak ada FAQ yang cocok dengan "${term}".` : 'Belum ada FAQ yang terbit.'}
          </p>
        ) : (
          cats.map((c) => (
            <section key={c.id} aria-label={c.name} className="flex flex-col gap-2 rounded-lg border p-4">
              <h3 className="flex items-center gap-2 font-semibold">
                <HelpIconOf name={c.icon} />
                {c.name}
              </h3>
              {c.description ? <p className="text-sm text-muted-foreground">{c.description}</p> : null}
              {c.subCategories.map((s) => (
                <div key={s.id} className="flex flex-col gap-1">
                  <h4 className="flex items-center gap-2 text-sm font-medium">
                    <HelpIconOf name={s.icon} />
                    {s.name}
                  </h4>
                  {s.faqs.map((f) => (
                    <details key={f.id} className="rounded-md border px-3 py-2 text-sm" open={Boolean(term)}>
                      <summary className="cursor-pointer font-medium">{f.question}</summary>
                      <StoredHtml html={f.answer} className="mt-2" />
                    </details>
                  ))}
                </div>
              ))}
            </section>
          ))
        )}
      </section>
      <ComplaintForm />
    </div>
  )
}

function ComplaintForm() {
  const id = useId()
  const [outletSearch, setOutletSearch] = useState('')
  const term = useDebounced(outletSearch.trim(), 300)
  const options = useQuery({
    queryKey: ['help', 'form-options', term],
    queryFn: async () => {
      const res = await callEndpoint(helpTicketFormOptions, term ? { search: term } : {})
      if (!res.success || !res.data) throw new Error(res.message)
      return res.data
    },
  })
  const empty = {
    outletId: '',
    categoryId: '',
    subject: '',
    description: '',
    priority: 'MEDIUM',
    trxKind: '',
    trxNo: '',
  }
  const [v, setV] = useState(empty)
  const [files, setFiles] = useState<Upload[]>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const set = (k: keyof typeof empty) => (value: string) => setV((p) => ({ ...p, [k]: value }))
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setBusy(true)
    const res = await callEndpoint(helpTicketCreate, {
      outletId: Number(v.outletId),
      categoryId: Number(v.categoryId),
      subject: v.subject,
      description: v.description,
      priority: v.priority as 'MEDIUM',
      ...(v.trxNo ? { trxNo: v.trxNo, trxKind: (v.trxKind || 'BILLER') as 'BILLER' } : {}),
      attachments: files,
    })
    setBusy(false)
    if (res.success) {
      notify(res.message, 'success')
      setV(empty)
      setFiles([])
      setErrors({})
      return
    }
    notify(res.message, 'error')
    const fieldErrors = res.errors ?? []
    setErrors(Object.fromEntries(fieldErrors.map((f) => [f.field, f.message])))
  }
  const field = (k: string) => ({ id: `${id}-${k}`, 'aria-invalid': errors[k] ? true : undefined })
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-lg border p-4">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <LifeBuoy aria-hidden="true" className="size-5" />
        Kirim Komplain
      </h2>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" noValidate>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-outletSearch`}>Cari outlet</Label>
          <Input
            id={`${id}-outletSearch`}
            value={outletSearch}
            onChange={(e) => setOutletSearch(e.target.value)}
            placeholder="Kode atau nama outlet"
          />
          <Label htmlFor={`${id}-outletId`}>Outlet</Label>
          <NativeSelect
            {...field('outletId')}
            value={v.outletId}
            onChange={(e) => set('outletId')(e.target.value)}
          >
            <option value="">Pilih outlet</option>
            {(options.data?.outlets ?? []).map((o) => (
              <option key={o.id} value={o.id}>
                {o.code} · {o.name}
              </option>
            ))}
          </NativeSelect>
          <FieldError id={`${id}-outletId-error`} message={errors.outletId} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-categoryId`}>Kategori</Label>
          <NativeSelect
            {...field('categoryId')}
            value={v.categoryId}
            onChange={(e) => set('categoryId')(e.target.value)}
          >
            <option value="">Pilih kategori</option>
            {(options.data?.categories ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
          <FieldError id={`${id}-categoryId-error`} message={errors.categoryId} />
          <Label htmlFor={`${id}-priority`}>Prioritas</Label>
          <NativeSelect
            {...field('priority')}
            value={v.priority}
            onChange={(e) => set('priority')(e.target.value)}
          >
            {TICKET_PRIORITY.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <Label htmlFor={`${id}-subject`}>Judul</Label>
          <Input
            {...field('subject')}
            value={v.subject}
            maxLength={150}
            onChange={(e) => set('subject')(e.target.value)}
          />
          <FieldError id={`${id}-subject-error`} message={errors.subject} />
        </div>
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <Label htmlFor={`${id}-description`}>Deskripsi</Label>
          <Textarea
            {...field('description')}
            rows={4}
            value={v.description}
            onChange={(e) => set('description')(e.target.value)}
          />
          <FieldError id={`${id}-description-error`} message={errors.description} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-trxKind`}>Jenis transaksi (opsional)</Label>
          <NativeSelect
            {...field('trxKind')}
            value={v.trxKind}
            onChange={(e) => set('trxKind')(e.target.value)}
          >
            <option value="">-</option>
            {TRX_REF_KINDS.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-trxNo`}>No. transaksi (opsional)</Label>
          <Input
            {...field('trxNo')}
            value={v.trxNo}
            maxLength={40}
            onChange={(e) => set('trxNo')(e.target.value)}
          />
          <FieldError id={`${id}-trxNo-error`} message={errors.trxNo} />
        </div>
        <div className="sm:col-span-2">
          <FilesInput id={`${id}-files`} files={files} onChange={setFiles} />
          <FieldError
            id={`${id}-files-error`}
            message={Object.entries(errors).find(([k]) => k.startsWith('attachments'))?.[1]}
          />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={busy}>
            Kirim Komplain
          </Button>
        </div>
      </form>
    </section>
  )
}
