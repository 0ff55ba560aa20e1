import * as z from 'zod/mini'

/**
 * A row offered in a searchable select (POST /{name}/options of a resource, contract/engine/resource.ts).
 * zod/mini (docs/ARCHITECTURE.md "Bundle size"): the filters' selects parse it on the dashboards too, which
 * otherwise load no classic zod.
 */
export const refOptionSchema = z.object({ id: z.number(), label: z.string(), code: z.string() })
export type RefOption = z.infer<typeof refOptionSchema>
