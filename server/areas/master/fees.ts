import { and, eq, ne, type SQL, sql } from 'drizzle-orm'
import { type FlatScheme, schemeOfForm } from '#contract/fees/form.ts'
import { MERCHANT_PARTY, PLATFORM_PARTY } from '#contract/fees/parties.ts'
import { feeSchemeSchema } from '#contract/fees/schemes.ts'
import { type Validity, validityConflicts } from '#contract/fees/validity.ts'
import { FIXED_PARTIES, type feeParties } from '#contract/master/fees.ts'
import { master } from '#contract/master/index.ts'
import type { Db } from '../../db/client.ts'
import { feeScheme, feeSchemeSubject, outlet, partner, taxType, trxRetail } from '../../db/schema/index.ts'
import type { EndpointHandler } from '../../engine/endpoint.ts'
import { rowsOf } from '../../engine/query.ts'
import { type Row, serverResource, type WriteContext } from '../../engine/resource.ts'
import { count, dependent } from '../corporate/dependents.ts'
import { readByEveryScope } from '../corporate/scope.ts'
import { fieldError } from '../corporate/write-checks.ts'
import { schemeRow } from '../transactions/fee-book.ts'

/**
 * The fee masters (issue 15 item 1) over the stored fee book (server/db/schema/fees.ts). The forms' input is
 * already the engine's (contract/fees/form.ts validates it with feeSchemeSchema / taxRuleSchema); here what
 * needs the database: versions of one code may not overlap (among the active ones, which the fee book
 * compiles together), a sharing names known parties, and what subjects use is not deleted or deactivated.
 */

const defs = master.resources

/**
 * Refuses a version whose validity overlaps another active version of its code, naming that version's
 * period (contract/fees/validity.ts); the row being edited is not its own rival. An inactive version is
 * not priced, so it is not checked.
 */
async function checkVersions(
  ctx: WriteContext,
  table: typeof feeScheme | typeof taxType,
  version: Validity & { code: string; status: unknown },
): Promise<void> {
  if (version.status !== 'ACTIVE') return
  const beforeId = ctx.before ? Number(ctx.before.id) : 0
  const others = await ctx.db
    .select({ code: table.code, validFrom: table.validFrom, validTo: table.validTo })
    .from(table)
    .where(and(eq(table.code, version.code), eq(table.status, 'ACTIVE'), ne(table.id, beforeId)))
    .orderBy(table.validFrom)
  const versions = [
    ...others.map((o) => ({ code: o.code, validFrom: o.validFrom, validTo: o.validTo ?? undefined })),
    { code: version.code, validFrom: version.validFrom, validTo: version.validTo },
  ]
  const clash = validityConflicts(versions).find((c) => c.index === others.length)
  if (clash) throw fieldError('validFrom', clash.message)
}

/** The codes a sharing may name: MINT, MERCHANT and every partner's. */
async function partyCodes(db: Db): Promise<Set<string>> {
  const partners = await db.select({ code: partner.code }).from(partner)
  return new Set([PLATFORM_PARTY, MERCHANT_PARTY, ...partners.map((p) => p.code)])
}

async function checkParties(ctx: WriteContext, flat: FlatScheme): Promise<void> {
  if (flat.shares.length === 0) return
  const known = await partyCodes(ctx.db)
  flat.shares.forEach((s, i) => {
    if (!known.has(s.partnerId))
      throw fieldError(`shares.${i}.partnerId`, `Mitra tidak dikenal: ${s.partnerId}.`)
  })
  if (!known.has(flat.remainderTo))
    throw fieldError('remainderTo', `Penerima sisa tidak dikenal: ${flat.remainderTo}.`)
}

const subjectsOf = async (db: Db, schemeId: number): Promise<number> =>
  Number(
    rowsOf(
      await db.execute(
        sql`select count(*)::int as n from ${feeSchemeSubject} where ${feeSchemeSubject.schemeId} = ${schemeId}`,
      ),
    )[0]?.n ?? 0,
  )

/**
 * A scheme form's values as fee_scheme's columns: the flat form mapped to the engine's scheme (the one
 * mapping, contract/fees/form.ts) and stored as the fee book stores it (fee-book.ts schemeRow).
 * Deactivating a scheme that subjects name is refused (the subjects would point at a scheme that prices
 * nothing): move or delete them first.
 */
async function schemeValues(flat: FlatScheme, status: unknown, ctx: WriteContext): Promise<Row> {
  const scheme = feeSchemeSchema.parse(schemeOfForm(flat))
  await checkParties(ctx, flat)
  await checkVersions(ctx, feeScheme, { ...scheme, status })
  if (ctx.before && status === 'INACTIVE' && ctx.before.status === 'ACTIVE') {
    const n = await subjectsOf(ctx.db, Number(ctx.before.id))
    if (n > 0)
      throw fieldError(
        'status',
        `Skema tidak dapat dinonaktifkan: masih dipakai oleh ${n} subjek. Pindahkan atau hapus subjeknya dahulu.`,
      )
  }
  const row = schemeRow(scheme)
  return {
    ...row,
    // jsonb columns take their JSON text (an array parameter would be sent as a PostgreSQL array).
    tiers: row.tiers ? JSON.stringify(row.tiers) : null,
    sharing: row.sharing ? JSON.stringify(row.sharing) : null,
    status,
  }
}

/** "Rp3.000", "0,7%", "2 tingkat": a scheme's fee in one cell. */
const feeText = sql<string>`case ${feeScheme.type}
  when 'FLAT' then 'Rp' || replace(to_char(${feeScheme.amount}, 'FM999,999,999,990'), ',', '.')
  when 'PERCENT' then replace(rtrim(to_char(${feeScheme.bps} / 100.0, 'FM99990.99'), '.'), '.', ',') || '%'
  else jsonb_array_length(${feeScheme.tiers}) || ' tingkat' end`

const schemeSelect = {
  feeText,
  min: feeScheme.minFee,
  max: feeScheme.maxFee,
  products: sql<string>`coalesce(array_to_string(${feeScheme.products}, ', '), '')`,
  // The form's lists: empty where the engine's field is absent.
  tiers: sql`coalesce(${feeScheme.tiers}, '[]'::jsonb)`,
  paymentMethods: sql`coalesce(${feeScheme.paymentMethods}, '{}')`,
  merchantCategories: sql`coalesce(${feeScheme.merchantCategories}, '{}')`,
}

const isService: SQL = sql`${feeScheme.component} = 'SERVICE'`

export const sfeeSchemeResource = serverResource({
  def: defs.sfeeScheme,
  table: feeScheme,
  fixed: isService,
  select: {
    ...schemeSelect,
    subjectCount: count(
      sql`select count(*) from ${feeSchemeSubject} where ${feeSchemeSubject.schemeId} = ${feeScheme.id}`,
    ),
  },
  search: [feeScheme.code, feeScheme.label],
  scope: readByEveryScope,
  toValues: (input, ctx) =>
    schemeValues(
      { ...(input as unknown as FlatScheme), shares: [], remainderTo: PLATFORM_PARTY },
      input.status,
      ctx,
    ),
  unique: [{ constraint: 'fee_scheme_version_uq', field: 'validFrom', label: 'Berlaku mulai' }],
  dependents: [dependent('subjek', feeSchemeSubject, feeSchemeSubject.schemeId)],
})

export const pfeeSchemeResource = serverResource({
  def: defs.pfeeScheme,
  table: feeScheme,
  fixed: sql`${feeScheme.component} in ('ADMIN', 'MDR')`,
  select: {
    ...schemeSelect,
    shares: sql`coalesce(${feeScheme.sharing} -> 'shares', '[]'::jsonb)`,
    remainderTo: sql<string>`coalesce(${feeScheme.sharing} ->> 'remainderTo', ${PLATFORM_PARTY})`,
    shareCount: sql<number>`coalesce(jsonb_array_length(${feeScheme.sharing} -> 'shares'), 0)`,
  },
  search: [feeScheme.code, feeScheme.label],
  scope: readByEveryScope,
  toValues: (input, ctx) => schemeValues(input as unknown as FlatScheme, input.status, ctx),
  unique: [{ constraint: 'fee_scheme_version_uq', field: 'validFrom', label: 'Berlaku mulai' }],
  dependents: [dependent('subjek', feeSchemeSubject, feeSchemeSubject.schemeId)],
})

export const taxTypeResource = serverResource({
  def: defs.taxType,
  table: taxType,
  search: [taxType.code, taxType.label],
  scope: readByEveryScope,
  async toValues(input, ctx) {
    const validTo = input.validTo ? String(input.validTo) : undefined
    const code = String(input.code)
    await checkVersions(ctx, taxType, {
      code,
      validFrom: String(input.validFrom),
      validTo,
      status: input.status,
    })
    return { ...input, validTo: validTo ?? null }
  },
  unique: [{ constraint: 'tax_type_version_uq', field: 'validFrom', label: 'Berlaku mulai' }],
  // PB1 is what an outlet with pb1_active charges: its last version is not deleted while such outlets exist.
  // A version that priced sales (a retail sale stores its tax's code, taxed within the version's WIB days) is
  // the record of how they were priced, so it is not deleted either: an edit closes it (validTo) instead. The
  // sales are found through the time index (trx_retail_time_idx) over the version's period, a range scan that
  // a rare act (a developer deleting a tax version) can afford; like the bank's transactions, no index is added
  // to the sales table's write path for it.
  dependents: [
    {
      label: 'penjualan retail',
      count: (ids) => sql`select count(*)::int as n from ${taxType} t join ${trxRetail} r
        on r.tax_type = t.code
        and r.created_at >= (t.valid_from::timestamp at time zone 'Asia/Jakarta')
        and (t.valid_to is null or r.created_at < ((t.valid_to + 1)::timestamp at time zone 'Asia/Jakarta'))
        where t.id in ${ids}`,
    },
    {
      label: 'outlet (PB1 aktif)',
      count: (ids) => sql`select count(*)::int as n from ${outlet} where ${outlet.pb1Active}
        and exists (select 1 from ${taxType} t where t.id in ${ids} and t.code = 'PB1'
          and not exists (select 1 from ${taxType} o where o.code = t.code and o.id not in ${ids}))`,
    },
  ],
})

export const sfeeSubjectResource = serverResource({
  def: defs.sfeeSubject,
  table: feeSchemeSubject,
  from: sql`${feeSchemeSubject} join ${feeScheme} on ${feeScheme.id} = ${feeSchemeSubject.schemeId}
    left join ${outlet} on ${outlet.id} = ${feeSchemeSubject.outletId}`,
  select: {
    schemeCode: feeScheme.code,
    schemeLabel: feeScheme.label,
    subjectCode: sql<string>`coalesce(${outlet.code}, ${feeSchemeSubject.subjectCode})`,
    subjectName: sql<string>`coalesce(${outlet.name}, ${feeSchemeSubject.subjectCode})`,
    status: feeSchemeSubject.status,
  },
  search: [feeScheme.code, feeSchemeSubject.subjectCode, outlet.name, outlet.code],
  scope: readByEveryScope,
  refs: { schemeId: 'apps-sfee-scheme', outletId: 'outlet' },
  toValues: (input) =>
    input.subjectType === 'OUTLET' ? { ...input, subjectCode: '' } : { ...input, outletId: null },
  unique: [
    {
      constraint: 'fee_scheme_subject_uq',
      field: 'subjectType',
      label: 'Subjek',
      message: 'Subjek ini sudah terdaftar pada skema tersebut.',
    },
  ],
})

/** POST /fee-party/list: MINT, the merchant, then every partner by code (the shares editor's choices). */
export const listFeeParties =
  (db: Db): EndpointHandler<typeof feeParties> =>
  async () => {
    const partners = await db
      .select({ code: partner.code, name: partner.name })
      .from(partner)
      .orderBy(partner.code)
    return [...FIXED_PARTIES, ...partners.map((p) => ({ value: p.code, label: `${p.code} · ${p.name}` }))]
  }
