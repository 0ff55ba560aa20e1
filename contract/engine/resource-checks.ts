import { routeByPath } from '../navigation/menu.ts'
import { type ResourceDef, refsOfField } from './resource.ts'

/**
 * What makes a resource declaration consistent with the rest of the product, in words: its page is a
 * menu route needing exactly its features; every column is a row key, every form field an input key,
 * every ref a declared resource; the row has its id and label; the default sort is sortable; personal
 * fields are row keys nobody sorts or filters by. The
 * consistency test runs it over every resource (contract/areas.test.ts), so a new one is checked by
 * being declared.
 */
export function resourceProblems(r: ResourceDef, resourceByName: (name: string) => unknown): string[] {
  const problems: string[] = []
  const page = routeByPath(r.route)
  if (!page) problems.push(`${r.route} is not in the menu`)
  else if ([...page.features].sort().join() !== [...r.access].sort().join())
    problems.push(`${r.name}: its page requires ${page.features.join('|')}, its API ${r.access.join('|')}`)
  const rowKeys = new Set(Object.keys(r.row.shape))
  const inputKeys = new Set(Object.keys(r.input.shape))
  for (const c of r.columns)
    if (!rowKeys.has(c.key)) problems.push(`${r.name}: column ${c.key} is no row key`)
  for (const f of r.filters)
    if (f.type === 'ref' && !resourceByName(f.ref)) problems.push(`${r.name}: filter ${f.key} names ${f.ref}`)
  for (const field of r.form.flatMap((s) => s.fields)) {
    if (!inputKeys.has(field.key)) problems.push(`${r.name}: form field ${field.key} is no input key`)
    for (const ref of refsOfField(field))
      if (!resourceByName(ref)) problems.push(`${r.name}: field ${field.key} names ${ref}`)
    // The form says "contoh: …" before every placeholder itself (web/src/engine/form-field.tsx).
    if ('placeholder' in field && /^\s*contoh\b/i.test(String(field.placeholder ?? '')))
      problems.push(`${r.name}: field ${field.key}'s placeholder starts with "contoh" (the form adds it)`)
  }
  // Personal data (docs/ARCHITECTURE.md "Personal data"): a row key, and no sort or filter on it, whose
  // order or matches would tell the digits its mask hides; never what names a row in a select or a
  // confirmation (the options call and messages answer it whole).
  for (const key of Object.keys(r.personal ?? {})) {
    if (key === r.labelField || key === r.codeField)
      problems.push(`${r.name}: personal field ${key} names its rows (label or code)`)
    if (!rowKeys.has(key)) problems.push(`${r.name}: personal field ${key} is no row key`)
    if (r.columns.some((c) => c.key === key && c.sortable))
      problems.push(`${r.name}: personal field ${key} is a sortable column`)
    if (r.filters.some((f) => f.key === key)) problems.push(`${r.name}: personal field ${key} is a filter`)
  }
  if (!rowKeys.has(r.labelField)) problems.push(`${r.name}: label field ${r.labelField} is no row key`)
  if (!rowKeys.has('id')) problems.push(`${r.name}: the row has no id`)
  if (!r.columns.find((c) => c.key === r.defaultSort.key)?.sortable)
    problems.push(`${r.name}: the default sort ${r.defaultSort.key} is not a sortable column`)
  return problems
}
