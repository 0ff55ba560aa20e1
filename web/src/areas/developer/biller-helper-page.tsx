import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ChevronDown } from 'lucide-react'
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import {
  type BillerInquiryHistoryItem,
  type BillerInquiryResult,
  billerInquiry,
  billerInquiryHistory,
  billerInquiryProducts,
  billerInquiryRequestSchema,
  CUSTOMER_NO_MAX,
} from '#contract/developer/biller-inquiry.ts'
import { formatDateTime, formatNumber, formatRupiah } from '#contract/format.ts'
import {
  BILLER_CATEGORIES,
  BILLER_CATEGORY_LABEL,
  BILLER_PRODUCT_TYPE_LABEL,
  TRX_STATUS_LABEL,
  type TrxStatus,
} from '#contract/transactions/catalogue.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { dataOf } from '../../engine/resource-api.ts'
import { Alert } from '../../ui/alert.tsx'
import { Badge, type BadgeTone } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card.tsx'
import { Input } from '../../ui/input.tsx'
import { FieldError, Label } from '../../ui/label.tsx'
import { NativeSelect } from '../../ui/native-select.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { Spinner } from '../../ui/spinner.tsx'

const TONE: Partial<Record<TrxStatus, BadgeTone>> = {
  SUCCESS: 'success',
  FAILED: 'danger',
  SUSPECT: 'warning',
  PENDING: 'warning',
}

function RcBadge({ status }: { status: TrxStatus }) {
  return <Badge tone={TONE[status] ?? 'neutral'}>{TRX_STATUS_LABEL[status]}</Badge>
}

const historyKey = ['biller-inquiry', 'history'] as const

type FieldErrors = Partial<Record<'productCode' | 'customerNo', string>>

/** Rp 1.234.567, or "-" when the RC carries no bill. */
const money = (v: number | null) => (v === null ? '-' : formatRupiah(v))

/**
 * "Biller Helper" (issue 15 item 3): a developer picks a biller product and a customer number, asks the
 * biller host (`/dynamic/inquiry/v2`) and reads the answer, its RC and the raw JSON.
 */
export function BillerHelperPage() {
  const ids = { product: useId(), productHint: useId(), productError: useId(), customer: useId() }
  const customerError = useId()
  const queryClient = useQueryClient()
  const products = useQuery({
    queryKey: ['biller-inquiry', 'products'],
    queryFn: ({ signal }) => dataOf(callEndpoint(billerInquiryProducts, {}, { signal })),
    staleTime: 5 * 60_000,
  })
  const history = useQuery({
    queryKey: historyKey,
    queryFn: ({ signal }) => dataOf(callEndpoint(billerInquiryHistory, {}, { signal })),
  })

  const [productCode, setProductCode] = useState('')
  const [productSearch, setProductSearch] = useState('')
  const [customerNo, setCustomerNo] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [running, setRunning] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [result, setResult] = useState<{ data: BillerInquiryResult; message: string } | null>(null)
  const pending = useRef<AbortController | null>(null)
  const productSelect = useRef<HTMLSelectElement>(null)
  const customerInput = useRef<HTMLInputElement>(null)
  useEffect(() => () => pending.current?.abort(), [])

  /** The products matching the search (and the one chosen, always), grouped by category. */
  const groups = useMemo(() => {
    const q = productSearch.trim().toLowerCase()
    const shown = (products.data?.items ?? []).filter(
      (p) =>
        p.code === productCode ||
        !q ||
        p.name.toLowerCase().includes(q) ||
        p.code.toLowerCase().includes(q) ||
        p.biller.toLowerCase().includes(q),
    )
    return BILLER_CATEGORIES.map((c) => ({
      category: c,
      items: shown.filter((p) => p.category === c),
    })).filter((g) => g.items.length > 0)
  }, [products.data, productSearch, productCode])
  const matches = groups.reduce((n, g) => n + g.items.length, 0)

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (running) return
    const checked = billerInquiryRequestSchema.safeParse({ productCode, customerNo })
    if (!checked.success) {
      const found: FieldErrors = {}
      for (const issue of checked.error.issues) {
        const key = issue.path[0] as keyof FieldErrors
        found[key] ??= issue.message
      }
      setErrors(found)
      if (found.productCode) productSelect.current?.focus()
      else customerInput.current?.focus()
      return
    }
    setErrors({})
    setFailure(null)
    setResult(null)
    setRunning(true)
    const controller = new AbortController()
    pending.current = controller
    const answered = await callEndpoint(billerInquiry, checked.data, { signal: controller.signal })
    if (controller.signal.aborted) return
    setRunning(false)
    if (answered.success && answered.data) {
      setResult({ data: answered.data, message: answered.message })
      void queryClient.invalidateQueries({ queryKey: historyKey })
    } else {
      const fieldErrors: FieldErrors = {}
      for (const fe of answered.errors ?? [])
        if (fe.field === 'productCode' || fe.field === 'customerNo') fieldErrors[fe.field] ??= fe.message
      setErrors(fieldErrors)
      setFailure(answered.message)
    }
  }

  function repeat(item: BillerInquiryHistoryItem) {
    setProductCode(item.productCode)
    setCustomerNo(item.customerNo)
    setErrors({})
    customerInput.current?.focus()
  }

  return (
    <>
      <PageHeader
        title="Biller Helper"
        crumbs={[{ label: 'Beranda', href: '/' }, { label: 'Developer' }, { label: 'Biller Helper' }]}
        description="Cek tagihan pelanggan ke host biller: pilih produk, isi nomor pelanggan, lalu lihat jawaban inquiry, kode respons dan JSON mentahnya."
      />
      <div className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="flex min-w-0 flex-col gap-4">
          <Card>
            <CardHeader>
              <CardTitle>Inquiry Tagihan</CardTitle>
            </CardHeader>
            <CardContent>
              <form className="flex flex-col gap-4" onSubmit={submit} noValidate aria-label="Inquiry tagihan">
                <div className="flex flex-col gap-2">
                  <Label htmlFor={ids.product}>Produk Biller</Label>
                  <Input
                    type="search"
                    aria-label="Cari produk biller"
                    placeholder="Cari nama, kode atau biller…"
                    value={productSearch}
                    onChange={(e) => {
                      const q = e.target.value
                      setProductSearch(q)
                      // One product left: choose it, so typing its code is enough.
                      const found = (products.data?.items ?? []).filter((p) =>
                        [p.name, p.code, p.biller].some((v) =>
                          v.toLowerCase().includes(q.trim().toLowerCase()),
                        ),
                      )
                      if (q.trim() && found.length === 1 && found[0]) setProductCode(found[0].code)
                    }}
                    readOnly={running}
                  />
                  <NativeSelect
                    ref={productSelect}
                    id={ids.product}
                    value={productCode}
                    onChange={(e) => {
                      setProductCode(e.target.value)
                      setErrors((prev) => ({ ...prev, productCode: undefined }))
                    }}
                    aria-invalid={errors.productCode ? true : undefined}
                    aria-describedby={errors.productCode ? ids.productError : ids.productHint}
                    disabled={running || products.isPending}
                  >
                    <option value="">
                      {products.isPending ? 'Memuat produk…' : `Pilih produk biller (${matches} produk)…`}
                    </option>
                    {groups.map((g) => (
                      <optgroup key={g.category} label={BILLER_CATEGORY_LABEL[g.category]}>
                        {g.items.map((p) => (
                          <option key={p.code} value={p.code}>
                            {p.name} ({BILLER_PRODUCT_TYPE_LABEL[p.type]}) · {p.code}
                          </option>
                        ))}
                      </optgroup>
                    ))}
                  </NativeSelect>
                  {products.isError ? (
                    <p className="text-xs text-destructive">{products.error.message}</p>
                  ) : (
                    <p id={ids.productHint} className="text-xs text-muted-foreground">
                      Ketik untuk menyaring daftar produk aktif.
                    </p>
                  )}
                  <FieldError id={ids.productError} message={errors.productCode} />
                </div>
                <div className="flex flex-col gap-2">
                  <Label htmlFor={ids.customer}>Nomor Pelanggan</Label>
                  <Input
                    ref={customerInput}
                    id={ids.customer}
                    name="customerNo"
                    inputMode="numeric"
                    autoComplete="off"
                    placeholder="mis. 530000000001"
                    maxLength={CUSTOMER_NO_MAX + 5}
                    value={customerNo}
                    onChange={(e) => setCustomerNo(e.target.value)}
                    aria-invalid={errors.customerNo ? true : undefined}
                    aria-describedby={errors.customerNo ? customerError : undefined}
                    readOnly={running}
                  />
                  <FieldError id={customerError} message={errors.customerNo} />
                </div>
                <div>
                  <Button type="submit" disabled={running} className="w-full sm:w-auto">
                    {running ? <Spinner /> : null}
                    Cek Tagihan
                  </Button>
                </div>
              </form>
            </CardContent>
          </Card>

          {running ? (
            <Card>
              <CardContent className="flex items-center gap-3 pt-4 text-sm text-muted-foreground">
                <Spinner className="size-5 text-primary-strong" label="Menghubungi host biller…" />
                <span aria-hidden="true">Menghubungi host biller…</span>
              </CardContent>
            </Card>
          ) : null}
          {failure ? <Alert variant="error">{failure}</Alert> : null}
          {result ? <ResultCard key={result.data.id} result={result.data} message={result.message} /> : null}
        </div>

        <Card className="min-w-0 self-start">
          <CardHeader>
            <CardTitle>Riwayat Inquiry Terakhir</CardTitle>
            <p className="text-xs text-muted-foreground">10 inquiry terakhir Anda. Pilih untuk mengulang.</p>
          </CardHeader>
          <CardContent>
            {history.isPending ? (
              <Spinner label="Memuat riwayat…" />
            ) : history.isError ? (
              <Alert variant="error">{history.error.message}</Alert>
            ) : history.data.items.length === 0 ? (
              <p className="text-sm text-muted-foreground">Belum ada inquiry.</p>
            ) : (
              <ul className="flex flex-col divide-y divide-border" aria-label="Riwayat inquiry">
                {history.data.items.map((item) => (
                  <li key={item.id} className="py-2">
                    <button
                      type="button"
                      onClick={() => repeat(item)}
                      className="flex w-full flex-col gap-1 rounded-md px-1 py-1 text-left text-sm hover:bg-muted focus-ring"
                    >
                      <span className="flex items-center justify-between gap-2">
                        <span className="truncate font-medium">{item.productName}</span>
                        <RcBadge status={item.status} />
                      </span>
                      <span className="flex flex-wrap items-center justify-between gap-x-2 text-xs text-muted-foreground">
                        <span className="font-mono">{item.customerNo}</span>
                        <span>
                          RC {item.rc}
                          {item.total !== null ? ` · ${formatRupiah(item.total)}` : ''}
                        </span>
                      </span>
                      <span className="text-xs text-muted-foreground">{formatDateTime(item.at)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  )
}

function ResultCard({ result: r, message }: { result: BillerInquiryResult; message: string }) {
  const titleId = useId()
  const rows: [string, string, boolean?][] = [
    ['Produk', `${r.productName} (${r.productCode})`],
    ['Nomor Pelanggan', r.customerNo],
    ['Nama Pelanggan', r.customerName ?? '-'],
    ['Periode', r.period ?? '-'],
    ...(r.sheets !== null ? ([['Lembar', formatNumber(r.sheets)]] as [string, string][]) : []),
    ['Tagihan', money(r.bill)],
    ['Admin', money(r.admin)],
    ['Denda', money(r.penalty)],
    ['Total', money(r.total), true],
  ]
  return (
    <section aria-labelledby={titleId}>
      <Card>
        <CardHeader className="gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle id={titleId}>Hasil Inquiry</CardTitle>
            <RcBadge status={r.status} />
          </div>
          <p className="text-sm" data-testid="biller-rc">
            <span className="font-mono font-semibold">RC {r.rc}</span> · {r.rcLabel}
          </p>
          <p className="text-sm text-muted-foreground" data-testid="biller-rc-next">
            Tindak lanjut: {r.rcNext}
          </p>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {r.rc === '00' ? null : (
            <Alert variant={r.status === 'SUCCESS' ? 'success' : 'error'}>{message}</Alert>
          )}
          <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
            {rows.map(([label, value, strong]) => (
              <div key={label} className="contents">
                <dt className={strong ? 'font-semibold' : 'text-muted-foreground'}>{label}</dt>
                <dd
                  className={
                    strong
                      ? 'text-right font-semibold tabular-nums'
                      : 'min-w-0 break-words text-right tabular-nums'
                  }
                >
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <p className="text-xs text-muted-foreground">
            Waktu respons {formatNumber(r.durationMs)} ms · {formatDateTime(r.at)}
          </p>
          <details className="group rounded-md border border-border">
            <summary className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm font-medium focus-ring">
              JSON mentah dari host
              <ChevronDown
                aria-hidden="true"
                className="ml-auto size-4 shrink-0 -rotate-90 transition-transform group-open:rotate-0"
              />
            </summary>
            {r.raw === null || r.raw === undefined ? (
              <p className="px-3 pb-3 text-sm text-muted-foreground">Host tidak mengirim jawaban.</p>
            ) : (
              <RawJson value={r.raw} />
            )}
          </details>
        </CardContent>
      </Card>
    </section>
  )
}

/** The host's answer, pretty-printed. */
function RawJson({ value }: { value: unknown }) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a long answer scrolls, and a keyboard can scroll only what takes focus (axe: scrollable-region-focusable)
      tabIndex={0}
      aria-label="JSON mentah"
      className="max-h-96 overflow-auto border-t border-border bg-muted/40 focus-ring"
    >
      <pre className="p-3 font-mono text-xs leading-5">{JSON.stringify(value, null, 2)}</pre>
    </section>
  )
}
