import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { ResourceDef } from '#contract/engine/resource.ts'
import { impactPreview } from '#contract/segmentation/api.ts'
import { LEVELS } from '#contract/segmentation/kinds.ts'
import { kindOfResource } from '#contract/segmentation/resources.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { dataOf } from '../../engine/resource-api.ts'
import { ImpactPanel } from './impact-panel.tsx'

/**
 * The segment form's "Pratinjau dampak" (issue 16 item 2): before the change is saved, what it would touch,
 * asked again 500 ms after the assignment, the schemes or the limits stop changing (an older answer is
 * dropped). Loaded with the form only (web/src/engine/form-extras.ts).
 */

const numberOrNull = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null)

export default function ImpactPreview({
  def,
  values,
  id,
}: {
  def: ResourceDef
  values: Record<string, unknown>
  id?: number | undefined
}) {
  const kind = kindOfResource(def.name)
  const level = LEVELS.find((l) => l === values.level)
  const targetIds = Array.isArray(values.targetIds)
    ? values.targetIds.filter((x): x is number => typeof x === 'number')
    : []
  const draft =
    kind && level && (level === 'DEFAULT' || targetIds.length > 0)
      ? {
          kind,
          segmentId: id ?? null,
          level,
          targetIds: level === 'DEFAULT' ? [] : targetIds,
          schemes: typeof values.schemes === 'string' ? values.schemes : '',
          limitPerTrx: numberOrNull(values.limitPerTrx),
          limitPerDay: numberOrNull(values.limitPerDay),
        }
      : null
  const key = JSON.stringify(draft)
  const [settled, setSettled] = useState(key)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), 500)
    return () => clearTimeout(timer)
  }, [key])
  const body = settled === 'null' ? null : (JSON.parse(settled) as NonNullable<typeof draft>)
  const query = useQuery({
    queryKey: ['segmentation', 'impact', settled],
    enabled: body !== null,
    queryFn: ({ signal }) => dataOf(callEndpoint(impactPreview, body ?? {}, { signal })),
    retry: false,
    placeholderData: (previous) => previous,
  })
  return (
    <ImpactPanel
      state={{
        pending: body !== null && (query.isFetching || settled !== key),
        error: query.isError ? query.error.message : null,
        data: body === null ? undefined : query.data,
      }}
    />
  )
}
