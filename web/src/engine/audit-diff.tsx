import { Badge } from '../ui/badge.tsx'
import { cn } from '../ui/cn.ts'
import { auditDiff } from './detail-fields.ts'

/** The row before and after a change, side by side; changed keys are highlighted and marked. */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const rows = auditDiff(before, after)
  const changed = rows.filter((r) => r.changed).length
  return (
    <section aria-labelledby="audit-diff-heading" className="mt-6">
      <h3 id="audit-diff-heading" className="mb-2 text-base font-semibold">
        Perubahan data
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">Tidak ada data sebelum atau sesudah untuk entri ini.</p>
      ) : (
        <>
          <p className="mb-2 text-sm text-muted-foreground">{changed} kolom berubah.</p>
          <div className="overflow-x-auto rounded-md border border-border">
            <table className="w-full text-sm">
              <caption className="sr-only">Data sebelum dan sesudah perubahan</caption>
              <thead className="bg-muted/60 text-left text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Kolom
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Sebelum
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Sesudah
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr
                    key={r.key}
                    data-changed={r.changed || undefined}
                    className={cn('border-t border-border align-top', r.changed && 'bg-warning-soft')}
                  >
                    <th scope="row" className="px-3 py-1.5 text-left font-mono text-xs font-normal">
                      {r.key}
                      {r.changed ? (
                        <Badge tone="warning" className="ml-2 font-sans">
                          berubah
                        </Badge>
                      ) : null}
                    </th>
                    <td className="max-w-64 px-3 py-1.5 font-mono text-xs break-all">{r.before || '—'}</td>
                    <td className="max-w-64 px-3 py-1.5 font-mono text-xs break-all">{r.after || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  )
}
