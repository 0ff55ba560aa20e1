import type { ResourceDef } from '#contract/engine/resource.ts'
import { type Row, resourceApi, resourceKeys } from './resource-api.ts'
import { useList } from './use-list.ts'

/** The list of a resource: its rows by /{name}/list, the user's columns and page size, its export. */
export function useResourceList(def: ResourceDef) {
  return useList<Row>({
    shape: def,
    preferences: { name: def.name },
    exportPath: def.apiPath,
    source: {
      key: (request) => resourceKeys.list(def, request),
      fetch: (request, signal) => resourceApi.list(def, request, signal),
    },
  })
}
