import type { Plugin } from 'vite'

/**
 * The web build's zod without its JSON Schema generator (~5 KB gzip in every page that parses with a
 * contract's classic zod schemas: the lists, the reports, the dashboards). Classic zod wires a JSON Schema
 * "processor" into every schema it builds and gives each one `toJSONSchema()`, so the generator cannot be
 * left out by tree-shaking while the contract's declarations use classic zod (the server's OpenAPI document
 * needs it; the web never calls it). For zod/v4/classic/schemas.js only, and only in a build:
 * - core/json-schema-processors.js becomes a module with `aggregateChecks` alone (what a schema's
 *   minLength, maxLength, format, minValue ... getters read), so no processor and no generator is bundled;
 * - core/to-json-schema.js becomes methods that throw if ever called (`toJSONSchema()`, the standard
 *   schema's `jsonSchema`).
 * Parsing and every message are unchanged. If zod stops importing either file from there (an upgrade),
 * the build fails here rather than silently bundling the generator again.
 */
const CLASSIC_SCHEMAS = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/
const PROCESSORS = '../core/json-schema-processors.js'
const TO_JSON_SCHEMA = '../core/to-json-schema.js'
const PROCESSORS_ID = '\0mint-zod-processors:'
const TO_JSON_SCHEMA_ID = '\0mint-zod-to-json-schema'

export const NOT_IN_WEB_BUILD =
  'JSON Schema is not part of the web build (scripts/web-build/zod-without-json-schema.ts).'

export function zodWithoutJsonSchema(): Plugin {
  const replaced = new Set<string>()
  return {
    name: 'mint:zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer || !CLASSIC_SCHEMAS.test(importer)) return null
      if (source === TO_JSON_SCHEMA) {
        replaced.add(source)
        return TO_JSON_SCHEMA_ID
      }
      if (source !== PROCESSORS) return null
      const real = await this.resolve(source, importer, { skipSelf: true })
      if (!real) return null
      replaced.add(source)
      return PROCESSORS_ID + real.id
    },
    load(id) {
      if (id.startsWith(PROCESSORS_ID))
        return `export { aggregateChecks } from ${JSON.stringify(id.slice(PROCESSORS_ID.length))}\n`
      if (id === TO_JSON_SCHEMA_ID)
        return [
          `const unavailable = () => () => { throw new Error(${JSON.stringify(NOT_IN_WEB_BUILD)}) }`,
          'export const createToJSONSchemaMethod = unavailable',
          'export const createStandardJSONSchemaMethod = unavailable',
          '',
        ].join('\n')
      return null
    },
    buildEnd(error) {
      if (error) return
      const missing = [PROCESSORS, TO_JSON_SCHEMA].filter((s) => !replaced.has(s))
      if (missing.length > 0)
        this.error(
          `zod/v4/classic/schemas.js no longer imports ${missing.join(', ')}: update scripts/web-build/zod-without-json-schema.ts`,
        )
    },
  }
}
