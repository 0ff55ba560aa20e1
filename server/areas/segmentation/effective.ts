import { sql } from 'drizzle-orm'
import type { EffectiveResult, effectiveConfig } from '#contract/segmentation/api.ts'
import { KIND_SPECS, LEVEL_LABEL, SEGMENT_KINDS } from '#contract/segmentation/kinds.ts'
import { authOf } from '../../access/enforce.ts'
import type { Db } from '../../db/client.ts'
import type { EndpointHandler } from '../../engine/endpoint.ts'
import { idsInScope, rowsOf } from '../../engine/query.ts'
import { notFound } from '../../http/errors.ts'
import { merchantResource } from '../corporate/merchant.ts'
import { outletResource } from '../corporate/outlet.ts'
import { loadCandidates } from './candidates.ts'
import { describeSettings, loadLookupsReused, namesByLevel } from './describe.ts'
import { resolveAt } from './resolve.ts'

/**
 * POST /segmentation/effective (issue 16 item 1): what a merchant, or one of its outlets, gets at a moment,
 * kind by kind, each value with its reason: "Biaya admin Token PLN 20rb Rp 2.000 dari segmen Biller Prabayar
 * Warung Tier A v2 (merchant group Warung Mitra Tier A)". The resolver (resolve.ts) decides; this reads names.
 * A merchant or outlet outside the caller's data scope is 404, as its own screen answers.
 */
export const effective =
  (db: Db): EndpointHandler<typeof effectiveConfig> =>
  async (request) => {
    const auth = authOf(request)
    const { merchantId, outletId } = request.body
    // Independent reads go together (one round trip's wait instead of two; PGlite runs them in turn).
    const [inScope, found] = await Promise.all([
      idsInScope(db, merchantResource, auth, [merchantId]),
      db.execute(
        sql`select id, mid, name, business_category as category from merchant where id = ${merchantId}`,
      ),
    ])
    const [m] = rowsOf(found)
    if (inScope.size === 0 || !m) throw notFound('Merchant tidak ditemukan atau di luar cakupan data Anda.')
    let outlet: EffectiveResult['outlet'] = null
    if (outletId !== undefined) {
      const [o] = rowsOf(
        await db.execute(
          sql`select id, code, name from outlet where id = ${outletId} and merchant_id = ${merchantId}`,
        ),
      )
      if (!o || (await idsInScope(db, outletResource, auth, [outletId])).size === 0)
        throw notFound('Outlet tidak ditemukan pada merchant ini atau di luar cakupan data Anda.')
      outlet = { id: Number(o.id), code: String(o.code), name: String(o.name) }
    }
    const at = request.body.at ? new Date(request.body.at) : new Date()
    return effectiveOf(
      db,
      { id: Number(m.id), mid: String(m.mid), name: String(m.name), category: String(m.category) },
      outlet,
      at,
    )
  }

export async function effectiveOf(
  db: Db,
  merchant: EffectiveResult['merchant'],
  outlet: EffectiveResult['outlet'],
  at: Date,
): Promise<EffectiveResult> {
  const key = outlet?.id ?? merchant.id
  const candidates = await loadCandidates(
    db,
    [{ key, merchantId: merchant.id, outletId: outlet?.id ?? null }],
    at,
  )
  const config = resolveAt(candidates.get(key) ?? [], at.getTime())
  const chosen = Object.values(config)
  const day = new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10)
  const [lookups, names, overrides] = await Promise.all([
    loadLookupsReused(
      db,
      chosen.map((c) => c.candidate.settings),
      day,
    ),
    namesByLevel(db, chosen),
    outlet === null ? outletOverrides(db, merchant.id, at) : Promise.resolve([]),
  ])

  const kinds = SEGMENT_KINDS.map((kind) => {
    const r = config[kind]
    if (!r) return { kind, label: KIND_SPECS[kind].label, reason: null, lines: [] }
    const c = r.candidate
    const targetName = r.level === 'DEFAULT' ? '' : (names.get(r.level)?.get(r.targetId) ?? `#${r.targetId}`)
    const where =
      r.level === 'DEFAULT'
        ? 'default, semua merchant'
        : `${LEVEL_LABEL[r.level].toLowerCase()} ${targetName}`
    return {
      kind,
      label: KIND_SPECS[kind].label,
      reason: {
        segmentId: c.segmentId,
        code: c.code,
        name: c.name,
        version: c.version,
        versionId: c.versionId,
        level: r.level,
        targetName,
        effectiveFrom: new Date(c.effectiveFrom).toISOString(),
        text: `dari segmen ${c.name} v${c.version} (${where})`,
      },
      lines: describeSettings(kind, c.settings, lookups),
    }
  })

  return {
    merchant,
    outlet,
    at: at.toISOString(),
    kinds,
    outletOverrides: overrides.map((o) => ({
      outletId: Number(o.id),
      outletName: String(o.name),
      kinds: (Array.isArray(o.kinds) ? (o.kinds as string[]) : []).map(
        (k) => KIND_SPECS[k as keyof typeof KIND_SPECS]?.label ?? k,
      ),
    })),
  }
}

/** The merchant's outlets with segments of their own at that moment (what a merchant-level view does not show). */
async function outletOverrides(db: Db, merchantId: number, at: Date) {
  return rowsOf(
    await db.execute(sql`
      select o.id, o.name, array_agg(distinct s.kind order by s.kind) as kinds
        from outlet o
        join segment_assignment a on a.level = 'OUTLET' and a.target_id = o.id
        join segment_version v on v.id = a.version_id and v.state = 'APPROVED'
        join segment s on s.id = v.segment_id
       where o.merchant_id = ${merchantId}
         and v.id = (select c.id from segment_version c where c.segment_id = v.segment_id and c.state = 'APPROVED'
                       and c.effective_from <= ${at.toISOString()}::timestamptz
                     order by c.effective_from desc, c.version desc limit 1)
       group by o.id, o.name order by o.name`),
  )
}
