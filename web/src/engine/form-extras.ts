import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { ResourceDef } from '#contract/engine/resource.ts'
import type { FormValues } from './form-values.ts'

/**
 * What a resource's form shows below its fields besides them, by resource name, loaded with the form only:
 * the fee schemes' "Simulasi biaya" (issue 15 item 1), which prices with the fee engine in the browser.
 */
export type FormExtra = LazyExoticComponent<ComponentType<{ def: ResourceDef; values: FormValues }>>

const feeSimulation: FormExtra = lazy(() => import('../areas/master/fee-simulation.tsx'))

export const FORM_EXTRAS: Readonly<Record<string, FormExtra>> = {
  'apps-sfee-scheme': feeSimulation,
  'apps-pfee-scheme': feeSimulation,
}
