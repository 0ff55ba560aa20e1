import * as z from 'zod/mini'
import type { Checked, FieldErrors } from './use-plain-form.ts'

/** A check from a schema: its output, or the first issue of each top-level field (as zodResolver did). */
export function schemaCheck<T, Out>(schema: z.core.$ZodType<Out, T>): (values: T) => Checked<T, Out> {
  return (values) => {
    const parsed = z.safeParse(schema, values)
    if (parsed.success) return { ok: true, data: parsed.data }
    const errors: Record<string, string> = {}
    for (const issue of parsed.error.issues) {
      const key = issue.path[0]
      if (typeof key === 'string' && !(key in errors)) errors[key] = issue.message
    }
    return { ok: false, errors: errors as FieldErrors<T> }
  }
}
