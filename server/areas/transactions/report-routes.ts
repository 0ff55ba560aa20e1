import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { access } from '#contract/access/route-access.ts'
import { idRequestSchema } from '#contract/engine/resource.ts'
import {
  personalKeys,
  revealAccess,
  revealRequestSchema,
  revealResultSchema,
} from '#contract/engine/reveal.ts'
import { envelopeSchema, ok } from '#contract/envelope.ts'
import {
  reportDetailSchema,
  reportExportRequestSchema,
  reportListRequestSchema,
  reportOptionsRequestSchema,
  reportOptionsSchema,
  reportPageSchema,
  reportTotalsRequestSchema,
  reportTotalsSchema,
} from '#contract/transactions/reports.ts'
import { authOf } from '../../access/enforce.ts'
import { audit } from '../../audit/log.ts'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import { StatementTimedOut } from '../../db/statement-timeout.ts'
import { assertResult, plainJson } from '../../engine/endpoint.ts'
import { answerExport, batchReader, exportColumns } from '../../engine/export.ts'
import { badRequest, notFound } from '../../http/errors.ts'
import { stringifyWithRaw } from '../../http/raw-json.ts'
import {
  exportQueries,
  planReport,
  reportDetail,
  reportPage,
  reportPersonalValue,
  reportTotals,
} from './report-query.ts'
import { checkSpec, REPORT_SPECS, type ReportSpec } from './report-specs.ts'

const OUT_OF_SCOPE = 'Transaksi tidak ditemukan atau di luar cakupan data Anda.'

/** POST /transaction/{slug}/list|totals|detail|export|options for one report. */
function registerReport(api: FastifyInstance, db: Db, spec: ReportSpec, deps: ReportDeps) {
  const { driver, config, readDb } = deps
  const { def } = spec
  const route = api.withTypeProvider<ZodTypeProvider>()
  const base = `/${def.apiPath}`
  const routeConfig = { access: access.features(...def.access) }
  const tags = ['transaction-report']

  route.post(
    `${base}/list`,
    {
      schema: {
        tags,
        summary: `${def.title}: satu halaman (keyset: cursor + arah), terbaru dahulu`,
        body: reportListRequestSchema(def),
        response: { 200: envelopeSchema(reportPageSchema) },
      },
      serializerCompiler: plainJson,
      config: routeConfig,
    },
    async (request, reply) => {
      const { pageSize, cursor, direction, dir, sort: _sort, ...query } = request.body
      const plan = await planReport(readDb, spec, authOf(request), query)
      const page = await reportPage(readDb, spec, plan, { pageSize, cursor, direction, dir })
      const text = stringifyWithRaw(ok(page))
      if (deps.checkResults) assertResult(reportPageSchema, JSON.parse(text).result, `${base}/list`)
      // Already the envelope's text (rows spliced in as PostgreSQL rendered them); the response
      // schema above documents its shape and the check above holds it to it.
      return reply.type('application/json; charset=utf-8').send(text as never)
    },
  )

  route.post(
    `${base}/totals`,
    {
      schema: {
        tags,
        summary: `${def.title}: jumlah, nominal, biaya dan total seluruh data filter`,
        body: reportTotalsRequestSchema(def),
        response: { 200: envelopeSchema(reportTotalsSchema) },
      },
      serializerCompiler: plainJson,
      config: routeConfig,
    },
    async (request) => {
      const plan = await planReport(readDb, spec, authOf(request), request.body)
      const totals = await reportTotals(readDb, spec, plan, { rawTimeoutMs: config.rawTotalsTimeoutMs })
      if (deps.checkResults) assertResult(reportTotalsSchema, totals, `${base}/totals`)
      return ok(totals)
    },
  )

  route.post(
    `${base}/detail`,
    {
      schema: {
        tags,
        summary: `${def.title}: detail satu transaksi`,
        body: idRequestSchema,
        response: { 200: envelopeSchema(reportDetailSchema) },
      },
      serializerCompiler: plainJson,
      config: routeConfig,
    },
    async (request) => {
      const detail = await reportDetail(db, spec, authOf(request), request.body.id)
      if (!detail) throw notFound(OUT_OF_SCOPE)
      if (deps.checkResults) assertResult(reportDetailSchema, detail, `${base}/detail`)
      return ok(detail)
    },
  )

  if (personalKeys(def).length > 0)
    route.post(
      `${base}/reveal`,
      {
        schema: {
          tags,
          summary: `${def.title}: tampilkan satu data pribadi secara lengkap (tercatat di log aktivitas)`,
          body: revealRequestSchema(def),
          response: { 200: envelopeSchema(revealResultSchema) },
        },
        serializerCompiler: plainJson,
        // The report's feature and VIEW_PERSONAL_DATA (docs/ARCHITECTURE.md "Personal data").
        config: { access: revealAccess(def) },
      },
      async (request) => {
        const { id, field } = request.body
        const found = await reportPersonalValue(db, spec, authOf(request), id, field)
        if (!found) throw notFound(OUT_OF_SCOPE)
        // Who saw which field of which transaction, never the value itself.
        await audit(db, request, {
          action: 'REVEAL',
          entity: `transaction-${def.slug}`,
          entityId: String(id),
          after: { field },
        })
        if (deps.checkResults) assertResult(revealResultSchema, found, `${base}/reveal`)
        return ok(found)
      },
    )

  route.post(
    `${base}/options`,
    {
      schema: {
        tags,
        summary: `${def.title}: pilihan filter (produk, penerbit)`,
        body: reportOptionsRequestSchema,
        response: { 200: envelopeSchema(reportOptionsSchema) },
      },
      serializerCompiler: plainJson,
      config: routeConfig,
    },
    async (request) => {
      // Own keys only: `constructor` or `toString` would find Object's, and answer with whatever it returns.
      const lookups = spec.lookups ?? {}
      const load = Object.hasOwn(lookups, request.body.filter) ? lookups[request.body.filter] : undefined
      if (!load) throw badRequest(`Filter tidak dikenal: ${request.body.filter}.`)
      const options = await load(readDb)
      if (deps.checkResults) assertResult(reportOptionsSchema, options, `${base}/options`)
      return ok(options)
    },
  )

  route.post(
    `${base}/export`,
    {
      schema: {
        tags,
        summary: `${def.title}: ekspor semua data filter (CSV/XLSX, streaming)`,
        body: reportExportRequestSchema(def),
      },
      config: routeConfig,
    },
    async (request, reply) => {
      const { format, columns: wanted, dir, sort: _sort, ...query } = request.body
      const columns = exportColumns(def.columns, wanted)
      const plan = await planReport(readDb, spec, authOf(request), query)
      const q = exportQueries(spec, plan, columns, dir, format)
      // The rows and their count from the replica; the export's audit line (a write) on the primary.
      return answerExport(request, reply, db, {
        entity: `transaction-${def.slug}`,
        format,
        columns,
        // The count only drives the progress bar: past its budget the export starts without it.
        count: () =>
          reportTotals(readDb, spec, plan, { rawTimeoutMs: config.exportCountBudgetMs }).then(
            (totals) => totals.count,
            (err: unknown) => {
              if (err instanceof StatementTimedOut) return null
              throw err
            },
          ),
        covered: { from: plan.from, to: plan.to, filters: query.filters, search: query.search ?? '' },
        read: batchReader(
          readDb,
          driver,
          q.query,
          q.idsQuery,
          q.rowsOfIds,
          format === 'csv' ? 10_000 : undefined,
        ),
        filename: `transaksi-${def.slug}-${plan.from}-${plan.to}`,
        sheet: def.title,
        lines: format === 'csv',
      })
    },
  )
}

interface ReportDeps {
  driver: 'pg' | 'pglite'
  /**
   * Where list, totals, options and export read (the replica when DATABASE_READ_URL is set). A detail and a
   * revealed personal value read the primary: they are opened right after a sync or a sale, and the reveal is
   * audited there.
   */
  readDb: Db
  /** Check every answer against its schema (tests, the end-to-end server). */
  checkResults: boolean
  config: Pick<Config, 'rawTotalsTimeoutMs' | 'exportCountBudgetMs'>
}

export function transactionReportRoutes(api: FastifyInstance, db: Db, deps: ReportDeps) {
  for (const spec of Object.values(REPORT_SPECS)) registerReport(api, db, checkSpec(spec), deps)
}
