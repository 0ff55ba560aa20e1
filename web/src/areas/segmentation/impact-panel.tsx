import { formatDate, formatNumber, formatRupiah } from '#contract/format.ts'
import type { ImpactResult } from '#contract/segmentation/api.ts'
import { Alert } from '../../ui/alert.tsx'
import { Spinner } from '../../ui/spinner.tsx'

/**
 * "Pratinjau dampak" (issue 16 item 2): how many merchants and outlets a change touches and the last 30 days'
 * fees of those merchants as they were and as they would have been, from the daily rollup. Shared by the
 * segment form (a draft) and the approver's view (a proposal).
 */
export function ImpactPanel({
  state,
}: {
  state: { pending: boolean; error: string | null; data: ImpactResult | undefined }
}) {
  const { data } = state
  const diff = data?.fees ? data.fees.after - data.fees.before : 0
  return (
    <section
      aria-label="Pratinjau dampak"
      aria-busy={state.pending}
      className="flex flex-col gap-2 rounded-lg border border-border bg-muted/40 p-4 text-sm"
      data-testid="impact-preview"
    >
      <h3 className="text-sm font-semibold tracking-wide text-primary-strong uppercase">Pratinjau dampak</h3>
      <div aria-live="polite" className="flex flex-col gap-2">
        {state.error ? (
          <Alert variant="error">{state.error}</Alert>
        ) : state.pending && !data ? (
          <Spinner label="Menghitung dampak…" />
        ) : !data ? (
          <p className="text-muted-foreground">Lengkapi tingkat dan penerima untuk melihat dampaknya.</p>
        ) : (
          <>
            <p>
              Perubahan ini mengubah <strong>{formatNumber(data.merchants)} merchant</strong> dan{' '}
              <strong>{formatNumber(data.outlets)} outlet</strong>
              {data.gained || data.lost
                ? ` (${formatNumber(data.gained)} masuk segmen ini, ${formatNumber(data.lost)} keluar)`
                : ''}
              .
            </p>
            {data.fees ? (
              <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular-nums">
                <dt className="col-span-2 text-muted-foreground">
                  Biaya 30 hari terakhir ({formatDate(data.fees.from)} s.d. {formatDate(data.fees.to)},{' '}
                  {formatNumber(data.fees.trxCount)} transaksi sukses)
                </dt>
                <dt>Sebelumnya</dt>
                <dd className="text-right">{formatRupiah(data.fees.before)}</dd>
                <dt>Dengan perubahan ini{data.fees.estimated ? ' (perkiraan)' : ''}</dt>
                <dd className="text-right" data-testid="impact-after">
                  {formatRupiah(data.fees.after)}
                </dd>
                <dt>Selisih</dt>
                <dd
                  className={
                    diff < 0 ? 'text-right text-success' : diff > 0 ? 'text-right text-warning' : 'text-right'
                  }
                >
                  {diff > 0 ? '+' : diff < 0 ? '−' : ''}
                  {formatRupiah(Math.abs(diff))}
                </dd>
              </dl>
            ) : null}
            {data.notes.map((n) => (
              <p key={n} className="text-muted-foreground">
                {n}
              </p>
            ))}
            {state.pending ? <Spinner label="Memperbarui…" /> : null}
          </>
        )}
      </div>
    </section>
  )
}
