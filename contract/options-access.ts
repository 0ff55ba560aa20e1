import type { AnyOf } from './access/can.ts'
import type { FeatureName } from './access/features.ts'
import { ENDPOINTS, RESOURCES } from './areas.ts'
import type { EndpointDef } from './engine/endpoint.ts'
import { type ResourceDef, referencedResources } from './engine/resource.ts'
import { REPORTS, type ReportDef } from './transactions/reports.ts'

/**
 * Who may call POST /{resource}/options (issue 13, defect 4): the rows of a searchable select are the
 * resource's data (card numbers, LAN addresses of kitchen printers), so they are not for any signed-in
 * user. They are for the holders of the resource's own features and of the features of every screen
 * that offers them: a resource list or form with a `ref` filter or field, a report with a `ref` filter,
 * a call declaring `optionsOf` (the account form's scope picker). Derived here from those declarations,
 * once, so a new ref opens its options to exactly the screen that needs them; the server gates the
 * route with it and the tests check it. Data scope still applies to every row offered.
 */

export interface OfferingScreen {
  /** The resource's or report's name, or the call's path. */
  readonly name: string
  readonly access: AnyOf
  /** The resources whose rows it offers. */
  readonly refs: readonly string[]
}

/** Every declaration that offers rows of other resources, with the features that open it. */
export function offeringScreens(
  resources: readonly ResourceDef[],
  reports: readonly ReportDef[],
  endpoints: readonly EndpointDef[],
): OfferingScreen[] {
  const calls = endpoints.flatMap((e) => {
    if (!e.optionsOf) return []
    if (e.access.kind === 'features')
      return [{ name: e.path, access: e.access.anyOf, refs: [...e.optionsOf] }]
    // A call open to any signed-in user would open the options to everyone again, unless it names the
    // features of the pages that offer them.
    if (e.access.kind === 'session' && e.optionsAccess?.length)
      return [{ name: e.path, access: e.optionsAccess, refs: [...e.optionsOf] }]
    throw new Error(
      `${e.path}: optionsOf needs a call gated by features (or optionsAccess), not ${e.access.kind}`,
    )
  })
  return [
    ...resources.map((r) => ({ name: r.name, access: r.access, refs: referencedResources(r) })),
    ...reports.map((r) => ({ name: r.apiPath, access: r.access, refs: referencedResources(r) })),
    ...calls,
  ]
}

export const OFFERING_SCREENS: readonly OfferingScreen[] = offeringScreens(RESOURCES, REPORTS, ENDPOINTS)

/** Resource name → the features of the screens that offer its rows, each screen's in declaration order. */
const offeredTo = new Map<string, FeatureName[]>()
for (const screen of OFFERING_SCREENS)
  for (const ref of screen.refs) offeredTo.set(ref, [...(offeredTo.get(ref) ?? []), ...screen.access])

/**
 * The features that open a resource's options: its own first, then those of the screens offering its
 * rows, each once. A resource no declaration knows (a test's probe) is opened by its own features.
 */
export function optionsAccessOf(def: { readonly name: string; readonly access: AnyOf }): AnyOf {
  return [...new Set([...def.access, ...(offeredTo.get(def.name) ?? [])])]
}
