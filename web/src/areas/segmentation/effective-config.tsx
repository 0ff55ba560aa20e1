import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import type { ResourceDef } from '#contract/engine/resource.ts'
import { formatDateTime } from '#contract/format.ts'
import { effectiveConfig } from '#contract/segmentation/api.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { dataOf } from '../../engine/resource-api.ts'
import { Alert } from '../../ui/alert.tsx'
import { Spinner } from '../../ui/spinner.tsx'

/**
 * "Konfigurasi efektif" in a merchant's detail (issue 16 item 1): what its segmentation gives it now, kind by
 * kind, each value with its reason ("dari segmen Biller Prabayar Warung Tier A v2 (merchant group …)"), from
 * the one resolver on the server (POST /segmentation/effective). Loaded with the drawer only.
 */
export default function EffectiveConfig({ row }: { def: ResourceDef; row: { id: number } }) {
  const id = useId()
  const query = useQuery({
    queryKey: ['segmentation', 'effective', row.id],
    queryFn: ({ signal }) => dataOf(callEndpoint(effectiveConfig, { merchantId: row.id }, { signal })),
    retry: false,
  })
  const data = query.data
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-6 flex flex-col gap-3"
      data-testid="effective-config"
    >
      <h3 id={`${id}-title`} className="text-base font-semibold">
        Konfigurasi efektif
      </h3>
      {query.isPending ? (
        <Spinner label="Memuat konfigurasi efektif…" />
      ) : query.isError ? (
        <Alert variant="error">{query.error.message}</Alert>
      ) : data ? (
        <>
          <p className="text-sm text-muted-foreground">
            Per {formatDateTime(data.at)}. Urutan: outlet, merchant, merchant group, lalu default.
          </p>
          <ul className="flex flex-col gap-3">
            {data.kinds.map((k) => (
              <li key={k.kind} className="rounded-lg border border-border p-3 text-sm" data-kind={k.kind}>
                <p className="font-medium">{k.label}</p>
                {k.reason ? (
                  <>
                    <p className="text-muted-foreground">{k.reason.text.replace(/^dari/, 'Dari')}</p>
                    <ul className="mt-2 flex flex-col gap-1">
                      {k.lines.map((line) => (
                        <li key={line.label} className="break-words">
                          {line.label} <span className="font-medium tabular-nums">{line.value}</span>{' '}
                          <span className="text-muted-foreground">{k.reason?.text}</span>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <p className="text-muted-foreground">Tidak ada segmen yang berlaku.</p>
                )}
              </li>
            ))}
          </ul>
          {data.outletOverrides.length > 0 ? (
            <div className="text-sm">
              <p className="font-medium">Outlet dengan segmen sendiri</p>
              <ul className="list-disc pl-5">
                {data.outletOverrides.map((o) => (
                  <li key={o.outletId}>
                    {o.outletName}: {o.kinds.join(', ')}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
