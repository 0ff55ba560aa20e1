import { z } from 'zod'
import type { AnyOf } from '../access/can.ts'
import type { PersonalFields, PersonalKind } from '../privacy/mask.ts'
import { isCalendarDay } from './dates.ts'
import { unknownValue } from './fields.ts'
import { MAX_PAGE_SIZE } from './paging.ts'

/**
 * A resource: one entity declared once (docs/ARCHITECTURE.md "The resource engine"). The server turns it into
 * /{name}/list|detail|add|update|delete|export, the web into a list page and a form.
 */
export type ColumnFormat =
  | 'text'
  | 'code'
  | 'money'
  | 'number'
  | 'date'
  | 'datetime'
  | 'boolean'
  | 'status'
  /** A rate held in basis points (70 = 0,7%): contract/fees/schemes.ts `bps`. */
  | 'percent'

export interface ColumnDef {
  readonly key: string
  readonly label: string
  readonly sortable?: boolean
  readonly format?: ColumnFormat
  /** Hidden until the user turns it on (column visibility). */
  readonly hidden?: boolean
  /**
   * How much the column matters when a laptop's table (1440 px wide) cannot show every column: 1 is
   * always shown, 3 is the first left for "Kolom". Unsaid it is 2, except the first column, amounts
   * and statuses, which are 1 and never the ones left out (web/src/engine/column-visibility.ts).
   */
  readonly priority?: 1 | 2 | 3
  /** Labels of coded values (statuses, types), for the table and the export. */
  readonly options?: readonly Option[]
}

export interface Option {
  readonly value: string
  readonly label: string
}

export type FilterDef =
  | {
      readonly key: string
      readonly label: string
      readonly type: 'select'
      readonly options: readonly Option[]
    }
  | { readonly key: string; readonly label: string; readonly type: 'ref'; readonly ref: string }
  | { readonly key: string; readonly label: string; readonly type: 'boolean' }
  | { readonly key: string; readonly label: string; readonly type: 'province' }

export type FieldType =
  | 'text'
  | 'textarea'
  | 'email'
  | 'phone'
  | 'number'
  | 'money'
  /** A rate typed as a percent with up to two decimals ("0,7"), held in basis points (70). */
  | 'percent'
  | 'date'
  | 'datetime'
  | 'time'
  | 'boolean'
  | 'select'
  | 'multiselect'
  | 'ref'
  | 'multiref'
  | 'province'
  | 'provinces'
  | 'city'
  | 'district'
  | 'village'
  | 'bank'
  | 'password'
  /** The tiers of a BERTINGKAT fee scheme (contract/fees/schemes.ts Tier[]): rows of from, to, flat or percent. */
  | 'tiers'
  /** A fee's partner shares (contract/fees/schemes.ts Share[]): rows of party, flat or percent. */
  | 'shares'
  /** One party of a fee sharing: MINT, the merchant or a partner code (POST /fee-party/list). */
  | 'party'
  /**
   * A recipe: rows of (ingredient, quantity, unit), the ingredient a row of the field's `ref` (narrowed by
   * its `refFilter`), the quantity typed as a decimal ("0,025"): contract/retail/products.ts recipeInput.
   */
  | 'recipe'
  /**
   * Rich text (HTML) typed in an editor loaded with the form (TipTap: web/src/engine/rich-text-editor.tsx); the
   * server keeps only what its sanitiser allows (the FAQ answer: server/areas/help/html.ts).
   */
  | 'richtext'

export interface FieldDef {
  readonly key: string
  readonly label: string
  readonly type: FieldType
  readonly options?: readonly Option[]
  /** For ref fields: the resource whose rows are offered (searchable select). */
  readonly ref?: string
  /**
   * For ref fields: offer only rows matching one of the ref resource's own filters, valued from another
   * field of this form (a merchant group's members come from the group's client).
   */
  readonly refFilter?: { readonly filter: string; readonly field: string }
  /** For a ref whose resource depends on another field's value (target: merchant, group or region). */
  readonly refBy?: { readonly field: string; readonly refs: Readonly<Record<string, string>> }
  /** For city/district/village: the field holding the parent location code. */
  readonly parent?: string
  readonly placeholder?: string
  readonly help?: string
  /** Shown but not editable once the row exists (codes that others refer to). */
  readonly lockedOnEdit?: boolean
  /** Only on the add form (e.g. an initial PIN). */
  readonly addOnly?: boolean
  /** Whether changing it on an edit asks for confirmation first; default: see `isConsequential`. */
  readonly consequential?: boolean
  /**
   * Shown only while another field of the form holds one of these values (a scheme's amount only for FLAT).
   * The web form hides it (its value is kept, not validated apart); the server's schema, which validates
   * the whole input, decides what applies.
   */
  readonly when?: { readonly field: string; readonly in: readonly string[] }
}

/** Whether a field applies to the form's current values (its `when`). */
export const fieldApplies = (field: Pick<FieldDef, 'when'>, values: Record<string, unknown>): boolean =>
  field.when === undefined || field.when.in.includes(String(values[field.when.field] ?? ''))

/**
 * Whether changing a field on an edit has consequences a person should confirm (issue 12, item 6: an
 * edit asks only where the change matters, not on every save): money, a status, a password or PIN, and
 * a reference to a parent row, which moves the row in the hierarchy that decides who sees it (data
 * scope). A field may say otherwise with `consequential`.
 */
export const isConsequential = (f: FieldDef): boolean =>
  f.consequential ??
  (f.type === 'money' ||
    f.type === 'percent' ||
    f.type === 'password' ||
    f.type === 'ref' ||
    f.type === 'tiers' ||
    f.type === 'shares' ||
    f.type === 'recipe' ||
    f.key === 'status')

export interface FormSection {
  readonly title: string
  readonly fields: readonly FieldDef[]
}

/** Every resource a form field may offer rows of: its `ref`, or each of its `refBy` choices. */
export const refsOfField = (field: Pick<FieldDef, 'ref' | 'refBy'>): string[] =>
  [field.ref, ...Object.values(field.refBy?.refs ?? {})].filter((r): r is string => Boolean(r))

/**
 * The resources whose rows a list or form offers in a searchable select (POST /{ref}/options): its
 * `ref` filters and its form's ref fields. Whoever may open the list may use those selects, so these
 * declarations decide who may read the options too (contract/options-access.ts).
 */
export function referencedResources(def: {
  readonly filters: readonly { readonly type: string; readonly ref?: string }[]
  readonly form?: readonly FormSection[]
}): string[] {
  const refs = [
    ...def.filters.flatMap((f) => (f.type === 'ref' && f.ref ? [f.ref] : [])),
    ...(def.form ?? []).flatMap((s) => s.fields.flatMap(refsOfField)),
  ]
  return [...new Set(refs)]
}

/** An extra action on a row, executed by POST /{name}/{action}. */
export interface RowAction {
  readonly name: string
  readonly label: string
  /** The confirmation of docs/PRODUCT.md §8 shown before running it. */
  readonly confirm: string
  /** Only offered when the row's field has one of these values. */
  readonly when?: { readonly field: string; readonly in: readonly string[] }
  readonly tone?: 'default' | 'danger'
}

/**
 * What every list of the engine declares, whichever pager walks it (docs/ARCHITECTURE.md "The resource
 * engine"): a resource (offset pages, CRUD) and a report (keyset pages, a totals row) alike.
 */
export interface ListDef<Filter = FilterDef> {
  /** Base path of the API calls: `/{apiPath}/list` … */
  readonly apiPath: string
  /** The page's route (a menu route). */
  readonly route: string
  readonly title: string
  /** The features that open the page and its calls (any of). */
  readonly access: AnyOf
  /** Table columns (some hidden until turned on in "Kolom"); the export writes the visible ones. */
  readonly columns: readonly ColumnDef[]
  readonly filters: readonly Filter[]
  /** Placeholder of the search box, naming what it searches. */
  readonly searchHint: string
  /**
   * Keys of the row that hold personal data, with their kind (contract/privacy/mask.ts): every answer
   * carries them masked, a holder of VIEW_PERSONAL_DATA may reveal one value at a time through
   * /{apiPath}/reveal, audited (docs/ARCHITECTURE.md "Personal data").
   */
  readonly personal?: PersonalFields
}

export interface ResourceDef<Row extends z.ZodObject = z.ZodObject, Input extends z.ZodObject = z.ZodObject>
  extends ListDef {
  readonly name: string
  /** "merchant", used in messages: "Merchant berhasil ditambahkan". */
  readonly singular: string
  readonly row: Row
  readonly input: Input
  readonly defaultSort: { readonly key: string; readonly dir: 'asc' | 'desc' }
  readonly form: readonly FormSection[]
  /** Field of a row that names it in a confirmation and in ref selects. */
  readonly labelField: string
  /** Field of a row shown as its code in ref selects. */
  readonly codeField?: string
  readonly actions?: readonly RowAction[]
  /** false: no add/update/delete from the UI (read-only lists). */
  readonly editable?: boolean
  /**
   * Rows that belong to no client (app versions, transaction blocks, blocked cards): changed (add,
   * update, delete, row actions) only by users scoped to all data. Who reads them is the server
   * resource's data scope (every holder of the feature for app versions).
   */
  readonly writableByAllScopeOnly?: boolean
  /** Row keys the detail drawer leaves out (what only the form needs: a segment's next effective day). */
  readonly detailHidden?: readonly string[]
  /**
   * A date range over one datetime column of the row (`key`): whole WIB calendar days from `dateFrom`
   * to `dateTo` inclusive, in the list and export calls (`from`/`to` in the page's URL).
   */
  readonly dateRange?: { readonly key: string; readonly label: string }
}

/** Whether a user of this data scope may change rows of the resource at all. */
export const canChangeRows = (def: ResourceDef, userTypeLevel: string): boolean =>
  !def.writableByAllScopeOnly || userTypeLevel === 'ALL'

/** A declaration may leave out a label its column already gives (the form field and filter of `status`). */
type Unlabelled<T> = T extends { readonly label: string } ? Omit<T, 'label'> & { readonly label?: string } : T
export type FieldInput = Unlabelled<FieldDef>
export type FilterInput = Unlabelled<FilterDef>

/**
 * A resource as declared: each field written once where the engine can tell (docs/ARCHITECTURE.md "A
 * new screen"). A form field or filter without a label takes its column's; the API path defaults to
 * the name.
 */
export function defineResource<Row extends z.ZodObject, Input extends z.ZodObject>(
  def: Omit<ResourceDef<Row, Input>, 'apiPath' | 'form' | 'filters' | 'personal'> & {
    apiPath?: string
    form: readonly { readonly title: string; readonly fields: readonly FieldInput[] }[]
    filters: readonly FilterInput[]
    /** Keys of the row only (a typo fails the type check). */
    personal?: { readonly [K in keyof z.output<Row> & string]?: PersonalKind }
  },
): ResourceDef<Row, Input> {
  const labelOf = (key: string, label: string | undefined) => {
    const found = label ?? def.columns.find((c) => c.key === key)?.label
    if (!found) throw new Error(`${def.name}: ${key} needs a label (no column of that key has one)`)
    return found
  }
  return {
    ...def,
    personal: def.personal as PersonalFields | undefined,
    apiPath: def.apiPath ?? def.name,
    form: def.form.map((section) => ({
      ...section,
      fields: section.fields.map((f) => ({ ...f, label: labelOf(f.key, f.label) }) as FieldDef),
    })),
    filters: def.filters.map((f) => ({ ...f, label: labelOf(f.key, f.label) }) as FilterDef),
  }
}

export { MAX_PAGE_SIZE, PAGE_SIZES } from './paging.ts'

/** A calendar day YYYY-MM-DD that exists (2026-02-30 does not). */
export const isoDaySchema = (label: string) =>
  z.string().refine(isCalendarDay, `${label} harus tanggal yang valid (TTTT-BB-HH).`)

/** A day of the resource's date range; refused for a resource that has none. */
const rangeDay = (def: ResourceDef, label: string) =>
  def.dateRange
    ? isoDaySchema(label)
    : z.string().refine(() => false, 'Daftar ini tidak memiliki filter rentang tanggal.')

/** POST /{name}/list: everything that decides which rows, in which order, which page. */
export function listRequestSchema(def: ResourceDef) {
  const sortable = def.columns.filter((c) => c.sortable).map((c) => c.key)
  const filterShape: Record<string, z.ZodType> = {}
  for (const f of def.filters) {
    filterShape[f.key] =
      f.type === 'boolean'
        ? z.boolean().optional()
        : f.type === 'ref'
          ? z.number().int().positive().optional()
          : f.type === 'select'
            ? z.enum(f.options.map((o) => o.value) as [string, ...string[]]).optional()
            : z
                .string()
                .regex(/^\d{2}$/)
                .optional()
  }
  return z.strictObject({
    page: z.number().int().min(1).max(1_000_000).default(1),
    pageSize: z
      .number()
      .int()
      .min(1)
      .max(MAX_PAGE_SIZE, `Ukuran halaman maksimal ${MAX_PAGE_SIZE}.`)
      .default(10),
    sort: z
      .enum(sortable.length > 0 ? (sortable as [string, ...string[]]) : [def.defaultSort.key], {
        error: unknownValue('Kolom urutan'),
      })
      .default(def.defaultSort.key),
    dir: z.enum(['asc', 'desc']).default(def.defaultSort.dir),
    search: z.string().trim().max(100, 'Kata kunci pencarian maksimal 100 karakter.').optional(),
    filters: z.strictObject(filterShape).default({}),
    dateFrom: rangeDay(def, 'Tanggal awal').optional(),
    dateTo: rangeDay(def, 'Tanggal akhir').optional(),
  })
}

export type ListRequest = z.infer<ReturnType<typeof listRequestSchema>>

export const idRequestSchema = z.strictObject({ id: z.number().int().positive() })
/**
 * POST /{name}/update: the add form's schema, except that personal fields may be left out, which keeps
 * what is stored. Answers carry them masked, so neither a form nor a client that sends back what it
 * read could otherwise save without retyping every NIK and phone; a masked value itself is never
 * accepted (their schemas take digits and `+` only, and the engine refuses a `*` in any of them).
 * The web's edit form validates with this same schema (docs/ARCHITECTURE.md "Personal data").
 */
export function updateInputSchema(def: Pick<ResourceDef, 'input' | 'personal'>): z.ZodObject {
  const keys = Object.keys(def.personal ?? {}).filter((k) => k in def.input.shape)
  if (keys.length === 0) return def.input
  return def.input.partial(Object.fromEntries(keys.map((k) => [k, true])) as never) as z.ZodObject
}

export const idsRequestSchema = z.strictObject({
  ids: z
    .array(z.number().int().positive())
    .min(1, 'Pilih minimal satu data.')
    .max(500, 'Maksimal 500 data sekaligus.'),
})
export const exportRequestSchema = (def: ResourceDef) =>
  listRequestSchema(def)
    .omit({ page: true, pageSize: true })
    .extend({ format: z.enum(['csv', 'xlsx']), columns: z.array(z.string().max(64)).max(100).optional() })

export interface ListResult<T> {
  items: T[]
  total: number
  page: number
  pageSize: number
}

/** The answer of /{name}/list: a page of rows as the resource's row schema describes them. */
export const listResultSchema = <Row extends z.ZodObject>(def: { readonly row: Row }) =>
  z.object({ items: z.array(def.row), total: z.number(), page: z.number(), pageSize: z.number() })

/**
 * The row as the web reads it: checked against the row schema, keeping any key the row schema does not
 * name (a screen may show more than the shared schema promises).
 */
export const webRowSchema = (def: ResourceDef) =>
  def.row.loose().extend({ id: z.number() }) as unknown as z.ZodType<Record<string, unknown> & { id: number }>

/** A row of the resource, typed from its row schema. */
export type RowOf<D extends ResourceDef> = z.output<D['row']>

/** POST /{name}/options: rows offered in a searchable select, optionally narrowed by the resource's filters. */
export const optionsRequestSchema = (def: ResourceDef) =>
  z.strictObject({
    search: z.string().trim().max(100).optional(),
    ids: z.array(z.number().int().positive()).max(100).optional(),
    limit: z.number().int().min(1).max(50).default(20),
    filters: listRequestSchema(def).shape.filters.optional(),
  })

/**
 * POST /{name}/delete-check (issue 12, item 6): whether the rows may be deleted, asked before the delete
 * confirmation so a record that cannot go says so first. `reason` is the sentence the delete itself
 * would refuse with ("Merchant … tidak dapat dihapus: masih dipakai oleh 3 outlet."); `usage` is every kind of
 * row still using them, what a deactivation warns about ("dipakai oleh 12 produk, 3 segmen", issue 15 §5).
 */
export const deleteCheckSchema = z.object({
  deletable: z.boolean(),
  reason: z.string(),
  usage: z.array(z.object({ label: z.string(), count: z.number() })),
})
/** "dipakai oleh 12 produk biller, 3 skema biaya", or '' when nothing uses the rows. */
export const usageText = (usage: readonly { label: string; count: number }[]) =>
  usage.length === 0 ? '' : `dipakai oleh ${usage.map((u) => `${u.count} ${u.label}`).join(', ')}`
