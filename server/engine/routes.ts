import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { access } from '#contract/access/route-access.ts'
import type { AuditAction } from '#contract/developer/audit-log.ts'
import {
  canChangeRows,
  deleteCheckSchema,
  exportRequestSchema,
  idRequestSchema,
  idsRequestSchema,
  listRequestSchema,
  listResultSchema,
  optionsRequestSchema,
  type ResourceDef,
  updateInputSchema,
} from '#contract/engine/resource.ts'
import {
  personalKeys,
  revealAccess,
  revealRequestSchema,
  revealResultSchema,
} from '#contract/engine/reveal.ts'
import { envelopeSchema, ok } from '#contract/envelope.ts'
import { optionsAccessOf } from '#contract/options-access.ts'
import { maskRow } from '#contract/privacy/mask.ts'
import type { AuthContext } from '../access/caller.ts'
import { authOf } from '../access/enforce.ts'
import { audit } from '../audit/log.ts'
import type { Db } from '../db/client.ts'
import { ApiError, badRequest, conflict, notFound } from '../http/errors.ts'
import type { Mail } from '../mail/send.ts'
import { assertResult, plainJson } from './endpoint.ts'
import { answerExport, batchReader, exportColumns } from './export.ts'
import { looksMasked, maskingReader, maskRows } from './privacy.ts'
import { findRow, idsInScope, listRows, orderOf, rowsOf, selectList, whereOf } from './query.ts'
import type { EngineServices, Row, ServerResource, WriteContext } from './resource.ts'
import { runWrite } from './write.ts'

const OUT_OF_SCOPE = 'Data tidak ditemukan atau di luar cakupan data Anda.'

export type ResourceRegistry = ReadonlyMap<string, ServerResource>

/** A saved row's warning (a resource's `notice`) after the success message. */
const withNotice = (message: string, r: ServerResource, row: Row | null) => {
  const notice = row ? r.notice?.(row) : null
  return notice ? `${message} ${notice}` : message
}

/** The label a message uses for a row: "Merchant "Warung Sari"". */
const nameOf = (def: ResourceDef, row: Row) => `${def.singular} "${String(row[def.labelField] ?? row.id)}"`

/**
 * Registers /{path}/list|detail|options|add|update|delete|export (and the resource's row actions),
 * each validated, access-checked, scoped and audited.
 */
export function registerResource(
  api: FastifyInstance,
  db: Db,
  r: ServerResource,
  registry: ResourceRegistry,
  sendMail: EngineServices['sendMail'],
  driver: 'pg' | 'pglite',
  /** `readDb`: where exports read their rows and count (the replica when there is one). */
  options: { checkResults: boolean; readDb: Db },
): void {
  const { readDb } = options
  const { def } = r
  const route = api.withTypeProvider<ZodTypeProvider>()
  const base = `/${def.apiPath}`
  const rule = access.features(...def.access)
  const tags = [def.name]
  const editable = def.editable !== false

  const labelOfField = (field: string) =>
    def.form.flatMap((s) => s.fields).find((f) => f.key === field)?.label ?? field

  /** Services for one write; mail is queued by the write pipeline and sent after the commit. */
  const servicesFor = (
    tx: Db,
    auth: AuthContext,
    queueMail: (mail: Mail) => void = () => {
      throw new Error('mail outside a write')
    },
  ): EngineServices => ({
    async sendMail(mail) {
      queueMail(mail)
    },
    async requireInScope(resource, ids, field, label) {
      const ref = registry.get(resource)
      if (!ref) throw new Error(`${def.name}.${field} refers to unknown resource ${resource}`)
      if (ids.length === 0) return
      const found = await idsInScope(tx, ref, auth, ids)
      if (found.size !== new Set(ids).size) {
        const message = `${label} tidak ditemukan atau di luar cakupan data Anda.`
        throw badRequest(message, { errors: [{ field, message }] })
      }
    },
  })

  const uniqueRules = (r.unique ?? []).map((u) => ({
    constraint: u.constraint,
    field: u.field,
    message: u.message ?? `${u.label} sudah ada sebelumnya.`,
  }))

  /** Runs a write through the write pipeline (server/engine/write.ts) with the resource's services. */
  function write<T>(auth: AuthContext, body: (tx: Db, services: EngineServices) => Promise<T>): Promise<T> {
    return runWrite(db, sendMail, (tx, queueMail) => body(tx, servicesFor(tx, auth, queueMail)), {
      unique: uniqueRules,
    })
  }

  /** Every referenced parent must exist inside the caller's scope. */
  async function checkRefs(input: Row, request: FastifyRequest) {
    const services = servicesFor(db, authOf(request))
    for (const [field, refName] of Object.entries(r.refs ?? {})) {
      const value = input[field]
      if (value === undefined || value === null) continue
      const ids = (Array.isArray(value) ? value : [value]).map(Number)
      await services.requireInScope(refName, ids, field, labelOfField(field))
    }
  }

  /**
   * A row as an answer carries it: personal values masked (docs/ARCHITECTURE.md "Personal data"). Rows
   * read for a write (before/after, the audit entry) stay whole; only what leaves the server is masked.
   */
  const answerRow = (row: Row | null) => (row ? maskRow(def.personal, row) : row)

  /** A masked value sent back in a personal field is refused: it must never be stored as the value. */
  function refuseMasked(input: Row) {
    for (const key of personalKeys(def)) {
      if (!looksMasked(input[key])) continue
      const message = `${labelOfField(key)} masih tersamar: isi nilai lengkap, atau kosongkan bila tidak diubah.`
      throw badRequest(message, { errors: [{ field: key, message }] })
    }
  }

  function requireWrite(auth: AuthContext) {
    if (!canChangeRows(def, auth.userTypeLevel))
      throw new ApiError(403, 'Data ini hanya dapat diubah oleh pengguna dengan cakupan semua data.')
  }

  function lockedFields(before: Row, input: Row) {
    for (const f of def.form.flatMap((s) => s.fields)) {
      if (f.lockedOnEdit && f.key in input && String(input[f.key]) !== String(before[f.key])) {
        throw badRequest(`${f.label} tidak dapat diubah.`, {
          errors: [{ field: f.key, message: `${f.label} tidak dapat diubah.` }],
        })
      }
    }
  }

  const listSchema = listRequestSchema(def)
  const listResult = listResultSchema(def)
  route.post(
    `${base}/list`,
    {
      schema: {
        tags,
        summary: `${def.title}: daftar (halaman, urutan, filter, pencarian)`,
        body: listSchema,
        response: { 200: envelopeSchema(listResult) },
      },
      serializerCompiler: plainJson,
      config: { access: rule },
    },
    async (request) => {
      const read = await listRows(db, r, authOf(request), request.body)
      const page = { ...read, items: maskRows(def.personal, read.items) }
      if (options.checkResults) assertResult(listResult, page, `${base}/list`)
      return ok(page)
    },
  )

  route.post(
    `${base}/detail`,
    {
      schema: {
        tags,
        summary: `${def.title}: detail`,
        body: idRequestSchema,
        response: { 200: envelopeSchema(def.row) },
      },
      serializerCompiler: plainJson,
      config: { access: rule },
    },
    async (request) => {
      const row = answerRow(await findRow(db, r, authOf(request), request.body.id))
      if (!row) throw notFound(OUT_OF_SCOPE)
      if (options.checkResults) assertResult(def.row, row, `${base}/detail`)
      return ok(row)
    },
  )

  route.post(
    `${base}/options`,
    {
      schema: { tags, summary: `${def.title}: pilihan untuk select`, body: optionsRequestSchema(def) },
      // Not any signed-in user's: the features of the resource and of the screens offering its rows.
      config: { access: access.features(...optionsAccessOf(def)) },
    },
    async (request) => {
      const { search, ids, limit, filters } = request.body
      const where = and(
        whereOf(r, authOf(request), { ...(search ? { search } : {}), ...(filters ? { filters } : {}) }),
        ids && ids.length > 0 ? sql`${r.id} in ${ids}` : undefined,
      )
      // Never personal data: the consistency check refuses a personal label or code field.
      const labelExpr = r.select[def.labelField] ?? r.id
      const codeExpr = def.codeField ? (r.select[def.codeField] ?? sql`''`) : sql`''`
      const res = await db.execute(
        sql`select ${r.id} as id, ${labelExpr} as label, ${codeExpr} as code from ${r.from} where ${where} order by ${labelExpr} asc limit ${limit}`,
      )
      return ok(
        rowsOf(res).map((x) => ({ id: Number(x.id), label: String(x.label), code: String(x.code ?? '') })),
      )
    },
  )

  route.post(
    `${base}/export`,
    {
      schema: {
        tags,
        summary: `${def.title}: ekspor semua data yang cocok (CSV/XLSX, streaming)`,
        body: exportRequestSchema(def),
      },
      config: { access: rule },
    },
    async (request, reply) => {
      const body = request.body
      const columns = exportColumns(def.columns, body.columns)
      const where = whereOf(r, authOf(request), body)
      const order = orderOf(r, body.sort, body.dir)
      return answerExport(request, reply, db, {
        entity: def.name,
        format: body.format,
        columns,
        count: async () =>
          Number(
            rowsOf(await readDb.execute(sql`select count(*)::int as n from ${r.from} where ${where}`))[0]
              ?.n ?? 0,
          ),
        covered: {
          filters: body.filters,
          search: body.search ?? '',
          ...(body.dateFrom || body.dateTo
            ? { dateFrom: body.dateFrom ?? '', dateTo: body.dateTo ?? '' }
            : {}),
        },
        read: maskingReader(
          def.personal,
          batchReader(
            readDb,
            driver,
            sql`select ${selectList(r)} from ${r.from} where ${where} order by ${order}`,
            sql`select ${r.id} as id from ${r.from} where ${where} order by ${order}`,
            (ids) => sql`select ${selectList(r)} from ${r.from} where ${where} and ${r.id} in ${ids}`,
          ),
        ),
        filename: def.name,
        sheet: def.title,
      })
    },
  )

  if (personalKeys(def).length > 0) {
    const revealBody = revealRequestSchema(def)
    route.post(
      `${base}/reveal`,
      {
        schema: {
          tags,
          summary: `${def.title}: tampilkan satu data pribadi secara lengkap (tercatat di log aktivitas)`,
          body: revealBody,
          response: { 200: envelopeSchema(revealResultSchema) },
        },
        serializerCompiler: plainJson,
        // The resource's feature and VIEW_PERSONAL_DATA; the row within the caller's scope (404 outside).
        config: { access: revealAccess(def) },
      },
      async (request) => {
        const { id, field } = request.body
        const row = await findRow(db, r, authOf(request), id)
        if (!row) throw notFound(OUT_OF_SCOPE)
        const value = row[field]
        // Who saw which field of which row, never the value itself.
        await audit(db, request, {
          action: 'REVEAL',
          entity: def.name,
          entityId: String(id),
          after: { field },
        })
        const result = { value: value === null || value === undefined ? null : String(value) }
        if (options.checkResults) assertResult(revealResultSchema, result, `${base}/reveal`)
        return ok(result)
      },
    )
  }

  for (const action of def.actions ?? []) {
    route.post(
      `${base}/${action.name}`,
      {
        schema: { tags, summary: `${def.title}: ${action.label}`, body: idRequestSchema },
        config: { access: rule },
      },
      async (request) => {
        const auth = authOf(request)
        requireWrite(auth)
        const message = await write(auth, async (tx, services) => {
          const before = await findRow(tx, r, auth, request.body.id)
          if (!before) throw notFound(OUT_OF_SCOPE)
          if (action.when && !action.when.in.includes(String(before[action.when.field])))
            throw conflict(
              `${action.label} tidak dapat dilakukan untuk ${nameOf(def, before)} dengan status saat ini.`,
            )
          const impl = r.actions?.[action.name]
          if (!impl) throw new Error(`action ${action.name} missing`)
          const msg = await impl(before, { db: tx, auth, before, services })
          const after = await findRow(tx, r, auth, request.body.id)
          await audit(tx, request, {
            // A row action's name upper-cased; contract/developer/audit-log.test.ts holds each one labelled.
            action: action.name.toUpperCase() as AuditAction,
            entity: def.name,
            entityId: String(before.id),
            before,
            after,
          })
          return msg
        })
        return ok(answerRow(await findRow(db, r, auth, request.body.id)), message)
      },
    )
  }

  if (!editable) return

  route.post(
    `${base}/add`,
    { schema: { tags, summary: `${def.title}: tambah`, body: def.input }, config: { access: rule } },
    async (request) => {
      const auth = authOf(request)
      requireWrite(auth)
      const input = request.body as Row
      refuseMasked(input)
      await checkRefs(input, request)
      const id = await write(auth, async (tx, services) => {
        const ctx: WriteContext = { db: tx, auth, before: null, services }
        const values = await r.toValues(input, ctx)
        const inserted = rowsOf(
          await tx.execute(
            sql`insert into ${r.table} ${insertColumns(r.table, values, auth.username)} returning id`,
          ),
        )
        const newId = Number(inserted[0]?.id)
        await r.afterWrite?.(newId, input, ctx)
        const after = await findRow(tx, r, auth, newId)
        if (!after) throw new ApiError(403, 'Data baru berada di luar cakupan data Anda.')
        await audit(tx, request, { action: 'ADD', entity: def.name, entityId: String(newId), after })
        return newId
      })
      const row = await findRow(db, r, auth, id)
      return ok(
        answerRow(row),
        withNotice(
          row && r.message ? r.message(row, 'add') : `${def.singular} berhasil ditambahkan.`,
          r,
          row,
        ),
      )
    },
  )

  // Personal fields may be left out of an update: what is stored stays (contract updateInputSchema).
  const updateSchema = updateInputSchema(def).extend({ id: z.number().int().positive() })
  route.post(
    `${base}/update`,
    { schema: { tags, summary: `${def.title}: ubah`, body: updateSchema }, config: { access: rule } },
    async (request) => {
      const auth = authOf(request)
      const { id, ...input } = request.body as Row & { id: number }
      requireWrite(auth)
      refuseMasked(input)
      await checkRefs(input, request)
      await write(auth, async (tx, services) => {
        const before = await findRow(tx, r, auth, id)
        if (!before) throw notFound(OUT_OF_SCOPE)
        lockedFields(before, input)
        const ctx: WriteContext = { db: tx, auth, before, services }
        const values = await r.toValues(input, ctx)
        await tx.execute(
          sql`update ${r.table} set ${updateColumns(r.table, values, auth.username)} where ${eq(r.id, id)}`,
        )
        await r.afterWrite?.(id, input, ctx)
        const after = await findRow(tx, r, auth, id)
        if (!after) throw new ApiError(403, 'Perubahan ini memindahkan data ke luar cakupan data Anda.')
        await audit(tx, request, {
          action: 'UPDATE',
          entity: def.name,
          entityId: String(id),
          before,
          after,
        })
      })
      const row = await findRow(db, r, auth, id)
      return ok(
        answerRow(row),
        withNotice(
          row && r.message ? r.message(row, 'update') : `${def.singular} berhasil diperbarui.`,
          r,
          row,
        ),
      )
    },
  )

  route.post(
    `${base}/delete-check`,
    {
      schema: {
        tags,
        summary: `${def.title}: dapatkah data ini dihapus (ditanyakan sebelum konfirmasi hapus)`,
        body: idsRequestSchema,
        response: { 200: envelopeSchema(deleteCheckSchema) },
      },
      serializerCompiler: plainJson,
      config: { access: rule },
    },
    async (request) => {
      const auth = authOf(request)
      requireWrite(auth)
      const ids = [...new Set(request.body.ids)]
      const befores = await rowsInScope(db, r, auth, ids)
      const usage = await usageOf(db, r, ids)
      const reason = blockerOf(def, ids, befores, usage)
      return ok({ deletable: reason === null, reason: reason ?? '', usage })
    },
  )

  route.post(
    `${base}/delete`,
    {
      schema: { tags, summary: `${def.title}: hapus (satu atau banyak)`, body: idsRequestSchema },
      config: { access: rule },
    },
    async (request) => {
      const auth = authOf(request)
      requireWrite(auth)
      const ids = [...new Set(request.body.ids)]
      await write(auth, async (tx) => {
        const befores = await rowsInScope(tx, r, auth, ids)
        const blocked = blockerOf(def, ids, befores, await usageOf(tx, r, ids, true))
        if (blocked) throw conflict(blocked)
        await tx.execute(sql`delete from ${r.table} where ${r.id} in ${ids}`)
        for (const before of befores)
          await audit(tx, request, {
            action: 'DELETE',
            entity: def.name,
            entityId: String(before.id),
            before,
          })
      })
      return ok(
        { deleted: ids.length },
        ids.length === 1 ? `${def.singular} berhasil dihapus.` : `${ids.length} data berhasil dihapus.`,
      )
    },
  )
}

/** Every row of `ids` inside the caller's scope, or 404 (the delete and its check refuse alike). */
async function rowsInScope(db: Db, r: ServerResource, auth: AuthContext, ids: number[]): Promise<Row[]> {
  const rows: Row[] = []
  for (const id of ids) {
    const row = await findRow(db, r, auth, id)
    if (!row)
      throw notFound(
        ids.length > 1 ? `Sebagian data tidak ditemukan atau di luar cakupan data Anda.` : OUT_OF_SCOPE,
      )
    rows.push(row)
  }
  return rows
}

/** The dependents still using these rows, each with how many (only those with some); `first` stops at one. */
async function usageOf(
  db: Db,
  r: ServerResource,
  ids: number[],
  first = false,
): Promise<{ label: string; count: number }[]> {
  const usage: { label: string; count: number }[] = []
  for (const dep of r.dependents ?? []) {
    const n = Number(rowsOf(await db.execute(dep.count(ids)))[0]?.n ?? 0)
    if (n === 0) continue
    usage.push({ label: dep.label, count: n })
    if (first) break
  }
  return usage
}

/**
 * Why these rows cannot be deleted (the first dependent that still uses them), or null: the one rule
 * behind the delete and the check the web asks before its confirmation.
 */
function blockerOf(
  def: ResourceDef,
  ids: number[],
  befores: Row[],
  usage: readonly { label: string; count: number }[],
): string | null {
  const [dep] = usage
  if (!dep) return null
  const what =
    ids.length === 1 && befores[0]
      ? nameOf(def, befores[0])
      : `${ids.length} ${def.singular.toLowerCase()} terpilih`
  return `${what} tidak dapat dihapus: masih dipakai oleh ${dep.count} ${dep.label}.`
}

/**
 * The table's column of a value's key (a key that is no column of the table, such as a derived one, is
 * written to the snake_case column of its name). The audit stamps (docs/DOMAIN.md §0) are written where
 * the table has them.
 */
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
const columnOf = (table: PgTable, key: string) => getTableColumns(table)[key]?.name ?? snake(key)
const hasColumn = (table: PgTable, key: string) => key in getTableColumns(table)

function insertColumns(table: PgTable, values: Row, username: string) {
  const entries = Object.entries({
    ...values,
    ...(hasColumn(table, 'createdBy') ? { createdBy: username } : {}),
    ...(hasColumn(table, 'updatedBy') ? { updatedBy: username } : {}),
  })
  return sql`(${sql.join(
    entries.map(([k]) => sql.identifier(columnOf(table, k))),
    sql`, `,
  )}) values (${sql.join(
    entries.map(([, v]) => sql.param(v)),
    sql`, `,
  )})`
}

function updateColumns(table: PgTable, values: Row, username: string) {
  const entries = Object.entries({
    ...values,
    ...(hasColumn(table, 'updatedBy') ? { updatedBy: username } : {}),
  })
  return sql.join(
    [
      ...entries.map(([k, v]) => sql`${sql.identifier(columnOf(table, k))} = ${sql.param(v)}`),
      ...(hasColumn(table, 'updatedAt')
        ? [sql`${sql.identifier(columnOf(table, 'updatedAt'))} = now()`]
        : []),
    ],
    sql`, `,
  )
}
