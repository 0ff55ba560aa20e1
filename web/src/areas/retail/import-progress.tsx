import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Download, X } from 'lucide-react'
import { formatNumber } from '#contract/format.ts'
import { productImportReport, workerRequest } from '#contract/retail/import.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { dataOf } from '../../engine/resource-api.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { ProgressBar } from '../../ui/progress-bar.tsx'
import { downloadReport } from './import-files.ts'

interface Summary {
  importId: number
  state: string
  rowCount: number
  errorCount: number
  warningCount: number
  insertedCount: number
}

/**
 * An import's progress, read from /worker/request every second until the job ends; the job is in the page's
 * URL (?job=…&impor=…), so a reload, or another tab, shows the same import where it is.
 */
export function ImportProgress({
  jobId,
  importId,
  onClose,
}: {
  jobId: number
  importId: number
  onClose: () => void
}) {
  const queryClient = useQueryClient()
  const job = useQuery({
    queryKey: ['job', jobId],
    queryFn: ({ signal }) => dataOf(callEndpoint(workerRequest, { id: jobId }, { signal })),
    refetchInterval: (q) => {
      const state = q.state.data?.state
      return state === 'done' || state === 'failed' || q.state.error ? false : 1000
    },
  })
  const ended = job.data?.state === 'done' || job.data?.state === 'failed'
  const report = useQuery({
    queryKey: ['import-report', importId],
    enabled: ended,
    queryFn: async ({ signal }) => {
      const r = await dataOf(callEndpoint(productImportReport, { id: importId }, { signal }))
      // The lists behind the page changed (new products, stock, the import record).
      void queryClient.invalidateQueries({ queryKey: ['resource'] })
      return r
    },
  })
  const summary = job.data?.result as Summary | null | undefined
  const issues = report.data?.issues ?? []
  return (
    <section aria-labelledby="import-title" className="mb-4 rounded-lg border border-border bg-card p-4">
      <div className="mb-3 flex items-start gap-2">
        <h2 id="import-title" className="min-w-0 flex-1 text-base font-semibold break-words">
          Impor produk{report.data ? `: ${report.data.fileName}` : ''}
        </h2>
        <Button variant="ghost" size="icon" aria-label="Tutup panel impor" onClick={onClose}>
          <X aria-hidden="true" className="size-4" />
        </Button>
      </div>
      {job.isError ? (
        <Alert variant="error">{job.error.message}</Alert>
      ) : !job.data ? (
        <p className="text-sm text-muted-foreground">Memuat status impor…</p>
      ) : !ended ? (
        <div className="flex flex-col gap-2">
          <ProgressBar
            label="Kemajuan impor"
            percent={job.data.progress}
            valueText={`${job.data.progress}% ${job.data.progressText}`}
          />
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {job.data.state === 'queued'
              ? 'Menunggu giliran'
              : `${job.data.progress}% · ${job.data.progressText}`}
            . Halaman ini boleh dimuat ulang atau ditinggal; impor tetap berjalan.
          </p>
        </div>
      ) : job.data.state === 'failed' ? (
        <Alert variant="error">Impor gagal: {job.data.error} Tidak ada data yang disimpan.</Alert>
      ) : summary?.state === 'DONE' ? (
        <Alert variant="success">
          {formatNumber(summary.insertedCount)} produk tersimpan dari {formatNumber(summary.rowCount)} baris
          {summary.warningCount > 0 ? `, dengan ${formatNumber(summary.warningCount)} peringatan` : ''}.
        </Alert>
      ) : summary ? (
        <Alert variant="error">
          Impor ditolak: {formatNumber(summary.errorCount)} kesalahan pada {formatNumber(summary.rowCount)}{' '}
          baris. Tidak ada data yang disimpan. Perbaiki berkas lalu impor ulang.
        </Alert>
      ) : null}
      {report.data && issues.length > 0 ? (
        <div className="mt-3 flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <p className="flex-1 text-sm font-medium">
              Laporan per baris
              {report.data.truncated ? ` (${formatNumber(issues.length)} temuan pertama)` : ''}
            </p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void downloadReport(report.data.fileName, issues)}
            >
              <Download aria-hidden="true" className="size-4" />
              Unduh laporan
            </Button>
          </div>
          <div className="max-h-72 overflow-auto rounded-md border border-border">
            <table className="w-full text-sm">
              <caption className="sr-only">Temuan pemeriksaan berkas impor</caption>
              <thead className="sticky top-0 bg-muted text-left">
                <tr>
                  <th scope="col" className="px-2 py-1">
                    Baris
                  </th>
                  <th scope="col" className="px-2 py-1">
                    Kolom
                  </th>
                  <th scope="col" className="px-2 py-1">
                    Pesan
                  </th>
                </tr>
              </thead>
              <tbody>
                {issues.slice(0, 200).map((i) => (
                  <tr key={`${i.line}-${i.column}-${i.message}`} className="border-t border-border align-top">
                    <td className="px-2 py-1 tabular-nums">{i.line}</td>
                    <td className="px-2 py-1 font-mono text-xs break-all">{i.column}</td>
                    <td className={i.severity === 'ERROR' ? 'px-2 py-1 text-destructive' : 'px-2 py-1'}>
                      {i.severity === 'WARNING'
                        ? `Peringatan: ${i.message.replace(/^Perhatian: /, '')}`
                        : i.message}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
    </section>
  )
}
