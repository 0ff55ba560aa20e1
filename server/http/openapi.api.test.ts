import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENDPOINTS, RESOURCES } from '#contract/areas.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'

/**
 * The OpenAPI document is generated from the areas: every resource's calls and every endpoint are in
 * it with their request and response shapes, so a screen declared as the recipe says is documented
 * with no other edit (docs/ARCHITECTURE.md "A new screen").
 */
let t: TestApp
let doc: {
  paths: Record<
    string,
    { post?: { requestBody?: unknown; parameters?: unknown[]; responses?: Record<string, unknown> } }
  >
}
beforeAll(async () => {
  t = await createTestApp()
  const res = await t.app.inject({ method: 'GET', url: '/docs/json' })
  expect(res.statusCode).toBe(200)
  doc = res.json()
})
afterAll(() => t.close())

const responseOf = (path: string) =>
  (doc.paths[path]?.post?.responses?.['200'] as { content?: Record<string, { schema?: unknown }> })
    ?.content?.['application/json']?.schema

describe('OpenAPI document', () => {
  // The device activity summary is computed per request over a period; its area registers its calls
  // itself (server/engine/area.ts customResource) at the paths the specification names.
  const CUSTOM = new Set(['device-activity-summary'])
  it.each(RESOURCES.filter((r) => !CUSTOM.has(r.name)).map((r) => [r.name, r] as const))(
    '%s: list and detail with the row as response',
    (_name, r) => {
      for (const op of ['list', 'detail', 'options', 'export'])
        expect(doc.paths, op).toHaveProperty(`/${r.apiPath}/${op}`)
      expect(JSON.stringify(responseOf(`/${r.apiPath}/list`))).toContain('"items"')
      for (const key of Object.keys(r.row.shape))
        expect(JSON.stringify(responseOf(`/${r.apiPath}/detail`)), key).toContain(`"${key}"`)
    },
  )

  it('every endpoint with its request body and result', () => {
    expect(ENDPOINTS.length).toBeGreaterThan(0)
    for (const e of ENDPOINTS) {
      expect(doc.paths, e.path).toHaveProperty(e.path)
      // An upload's body is the file; what it is for is its query string.
      if (e.upload) expect(doc.paths[e.path]?.post?.parameters, e.path).toBeDefined()
      else expect(doc.paths[e.path]?.post?.requestBody, e.path).toBeDefined()
      expect(JSON.stringify(responseOf(e.path)), e.path).toContain('"result"')
    }
  })
})
