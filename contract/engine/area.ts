import type { EndpointDef } from './endpoint.ts'
import type { ResourceDef } from './resource.ts'
import type { WorkflowDef } from './workflow.ts'

/**
 * The names of the product's areas: the same folder name in contract/, server/areas/ and
 * web/src/areas/ (docs/ARCHITECTURE.md "Areas").
 */
export type AreaName =
  | 'auth'
  | 'account'
  | 'corporate'
  | 'transactions'
  | 'topup'
  | 'device-activity'
  | 'developer'
  | 'master'
  | 'location'
  | 'analytics'
  | 'search'
  | 'segmentation'
  | 'partner'
  | 'deposit'
  | 'wallet'
  | 'retail'
  | 'pos'
  | 'help'
  | 'public'

/**
 * One area of the product as the contract declares it: the resources (the engine's CRUD screens and
 * calls), the endpoints (every other call) and the pages its web half draws itself (routes of the menu
 * that are not a resource list). `contract/<area>/index.ts` exports exactly one.
 */
export interface AreaDef<
  Resources extends Record<string, ResourceDef> = Record<string, ResourceDef>,
  Endpoints extends Record<string, EndpointDef> = Record<string, EndpointDef>,
  Pages extends readonly string[] = readonly string[],
> {
  readonly name: AreaName
  readonly resources: Resources
  readonly endpoints: Endpoints
  readonly pages: Pages
  /** Its controlled workflows (contract/engine/workflow.ts): the generated four-eyes suite and the SoD screen read them. */
  readonly workflows?: Readonly<Record<string, WorkflowDef>>
}

export const defineArea = <
  const Resources extends Record<string, ResourceDef>,
  const Endpoints extends Record<string, EndpointDef>,
  const Pages extends readonly string[],
>(
  area: AreaDef<Resources, Endpoints, Pages>,
): AreaDef<Resources, Endpoints, Pages> => area
