import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { ResourceDef } from '#contract/engine/resource.ts'
import type { FormValues } from './form-values.ts'
import { SEGMENT_RESOURCE_NAMES } from './segment-names.ts'

/**
 * What a resource's form shows below its fields besides them, by resource name, loaded with the form only:
 * the fee schemes' "Simulasi biaya" (issue 15 item 1), which prices with the fee engine in the browser, and a
 * segment's "Pratinjau dampak" (issue 16 item 2), which asks the server what the change would touch. `id` is
 * the row being edited (absent on add).
 */
export type FormExtra = LazyExoticComponent<
  ComponentType<{ def: ResourceDef; values: FormValues; id?: number | undefined }>
>

const feeSimulation: FormExtra = lazy(() => import('../areas/master/fee-simulation.tsx'))
const segmentImpact: FormExtra = lazy(() => import('../areas/segmentation/impact-preview.tsx'))

export const FORM_EXTRAS: Readonly<Record<string, FormExtra>> = {
  'apps-sfee-scheme': feeSimulation,
  'apps-pfee-scheme': feeSimulation,
  ...Object.fromEntries(SEGMENT_RESOURCE_NAMES.map((name) => [name, segmentImpact])),
}
