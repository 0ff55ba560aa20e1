import { useQuery } from '@tanstack/react-query'
import { Pencil } from 'lucide-react'
import { Suspense } from 'react'
import type { ResourceDef } from '#contract/engine/resource.ts'
import { Alert } from '../ui/alert.tsx'
import { Button } from '../ui/button.tsx'
import { cn } from '../ui/cn.ts'
import { Dialog, DialogBody, DialogCloseButton, DialogContent, DialogFooter } from '../ui/dialog.tsx'
import { PageSpinner } from '../ui/spinner.tsx'
import { AuditDiff } from './audit-diff.tsx'
import { DETAIL_EXTRAS } from './detail-extras.ts'
import { detailItems } from './detail-fields.ts'
import { resourceApi, resourceKeys } from './resource-api.ts'
import { PersonalValue, useRevealer } from './reveal.tsx'

const isAuditLog = (def: ResourceDef) => def.name === 'audit-log'

/** "Lihat": every field of one row, loaded from /detail (so a row outside the user's scope is refused). */
export function DetailDrawer({
  def,
  id,
  onClose,
  onEdit,
}: {
  def: ResourceDef
  id: number | null
  onClose: () => void
  onEdit?: ((id: number) => void) | undefined
}) {
  const query = useQuery({
    queryKey: resourceKeys.detail(def, id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) => resourceApi.detail(def, id ?? 0, signal),
    retry: false,
  })
  const row = query.data
  const revealer = useRevealer(def)
  const audit = isAuditLog(def)
  const Extra = DETAIL_EXTRAS[def.name]
  const title = row ? `${def.singular}: ${String(row[def.labelField] ?? row.id)}` : `Detail ${def.singular}`

  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {id !== null ? (
        <DialogContent title={title} className={cn(audit && 'max-w-3xl')}>
          <DialogBody>
            {query.isPending ? (
              <PageSpinner label="Memuat detail…" />
            ) : query.isError ? (
              <Alert variant="error">{query.error.message}</Alert>
            ) : row ? (
              <>
                <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
                  {detailItems(def, row, audit ? ['before', 'after'] : (def.detailHidden ?? [])).map(
                    (item) => (
                      <div key={item.key} className="contents">
                        <dt className="text-muted-foreground">{item.label}</dt>
                        {item.personal ? (
                          <dd className="break-words">
                            <PersonalValue
                              text={item.text}
                              label={item.label}
                              id={row.id}
                              field={item.key}
                              revealer={revealer}
                            />
                          </dd>
                        ) : (
                          <dd className={cn('break-words', item.mono && 'font-mono text-xs leading-5')}>
                            {item.text}
                          </dd>
                        )}
                      </div>
                    ),
                  )}
                </dl>
                {audit ? <AuditDiff before={row.before} after={row.after} /> : null}
                {Extra ? (
                  <Suspense fallback={null}>
                    <Extra def={def} row={row} />
                  </Suspense>
                ) : null}
              </>
            ) : null}
          </DialogBody>
          <DialogFooter>
            {onEdit && row ? (
              <Button variant="outline" onClick={() => onEdit(row.id)}>
                <Pencil aria-hidden="true" className="size-4" />
                Ubah
              </Button>
            ) : null}
            <DialogCloseButton />
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
