import { and, eq, inArray, sql } from 'drizzle-orm'
import { COMPONENT_LABEL, feeFigure } from '#contract/fees/figure.ts'
import { BEARER_LABEL, type FeeSchemeInput } from '#contract/fees/schemes.ts'
import { formatRupiah } from '#contract/format.ts'
import { KIND_SPECS, LEVEL_LABEL, type Level, type SegmentKind } from '#contract/segmentation/kinds.ts'
import type { SegmentSettings } from '#contract/segmentation/settings.ts'
import { DEPOSIT_METHOD_LABEL, PAYMENT_METHOD_LABEL } from '#contract/transactions/catalogue.ts'
import type { Db } from '../../db/client.ts'
import {
  appsFeature,
  billerProduct,
  feeScheme,
  merchant,
  merchantGroup,
  outlet,
} from '../../db/schema/index.ts'
import { rowsOf } from '../../engine/query.ts'
import { schemeOf } from '../transactions/fee-book.ts'

/**
 * Settings in words (issue 16): each value a person reads, "Admin Token PLN 20rb" "Rp 2.500 (Pelanggan)", for
 * the effective configuration, a segment's history and the diff an approver reads.
 */

export interface Lookups {
  schemes: Map<string, FeeSchemeInput>
  features: Map<number, string>
  products: Map<number, string>
}

/** The names settings refer to: the schemes' versions valid on `day` (else their latest), features, products. */
export async function loadLookups(
  db: Db,
  settings: readonly Partial<SegmentSettings>[],
  day: string,
): Promise<Lookups> {
  const codes = [...new Set(settings.flatMap((s) => s.schemes ?? []))]
  const featureIds = [...new Set(settings.flatMap((s) => s.featureIds ?? []))]
  const productIds = [...new Set(settings.flatMap((s) => s.productIds ?? []))]
  const schemes = new Map<string, FeeSchemeInput>()
  // Three independent reads at once: on PostgreSQL one round trip's wait instead of three (the effective
  // configuration's latency, docs/PERFORMANCE.md); PGlite runs them in turn.
  const [rows, features, products] = await Promise.all([
    codes.length > 0
      ? db
          .select()
          .from(feeScheme)
          .where(and(inArray(feeScheme.code, codes), eq(feeScheme.status, 'ACTIVE')))
          .orderBy(feeScheme.validFrom)
      : Promise.resolve([]),
    idNames(db, appsFeature, featureIds),
    idNames(db, billerProduct, productIds),
  ])
  for (const r of rows) if (r.validFrom <= day || !schemes.has(r.code)) schemes.set(r.code, schemeOf(r))
  return { schemes, features, products }
}

/**
 * How long a set of names read for the effective configuration is reused. The schemes, features and products
 * are reference data that change by an approved edit, while the effective configuration is read for each
 * merchant page and in pages of merchants: one merchant's answer spent half its time reading the same names
 * again (docs/PERFORMANCE.md "Segmentation"). A description may lag an edit by this long; prices never do
 * (the fee engine reads its book itself: server/areas/transactions/fee-book.ts).
 */
export const LOOKUP_REUSE_MS = 5_000
type Reused = Map<string, { until: number; lookups: Promise<Lookups> }>
/** Per database: a server has one, a test worker that keeps its modules between files one per file. */
const reusedBy = new WeakMap<Db, Reused>()

/** loadLookups, the same set of names on the same day read once per LOOKUP_REUSE_MS in this process. */
export function loadLookupsReused(
  db: Db,
  settings: readonly Partial<SegmentSettings>[],
  day: string,
  now = Date.now(),
): Promise<Lookups> {
  const ids = (pick: (s: Partial<SegmentSettings>) => readonly (string | number)[] | undefined) =>
    [...new Set(settings.flatMap((s) => pick(s) ?? []))].sort().join(',')
  const key = `${day}|${ids((s) => s.schemes)}|${ids((s) => s.featureIds)}|${ids((s) => s.productIds)}`
  const reused: Reused = reusedBy.get(db) ?? new Map()
  reusedBy.set(db, reused)
  const hit = reused.get(key)
  if (hit && hit.until > now) return hit.lookups
  // Bounded: a process answering many distinct sets drops the stale ones, then the oldest (a Map keeps
  // insertion order).
  if (reused.size >= 200) {
    for (const [k, v] of reused) if (v.until <= now) reused.delete(k)
    for (const k of reused.keys()) {
      if (reused.size < 200) break
      reused.delete(k)
    }
  }
  const lookups = loadLookups(db, settings, day)
  reused.set(key, { until: now + LOOKUP_REUSE_MS, lookups })
  // A failed read is not kept: the next call reads again.
  lookups.catch(() => reused.delete(key))
  return lookups
}

/** The names of rows of a table with an id and a name, by id. */
async function idNames(
  db: Db,
  table: typeof appsFeature | typeof billerProduct,
  ids: number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids))
  return new Map(rows.map((r) => [r.id, r.name]))
}

export interface Line {
  label: string
  value: string
}

const money = (v: number | null | undefined) => (v == null ? 'Tanpa batas' : formatRupiah(v))
const list = (names: string[]) => (names.length === 0 ? '—' : names.join(', '))

/** The lines of one kind's settings, in the order the form has them. */
export function describeSettings(kind: SegmentKind, s: Partial<SegmentSettings>, l: Lookups): Line[] {
  const spec = KIND_SPECS[kind]
  const lines: Line[] = []
  for (const code of s.schemes ?? []) {
    const scheme = l.schemes.get(code)
    lines.push(
      scheme
        ? {
            label: `${COMPONENT_LABEL[scheme.component]} ${scheme.label}`,
            value: `${feeFigure(scheme)} (ditanggung ${BEARER_LABEL[scheme.bearer].toLowerCase()}; ${code})`,
          }
        : { label: `Skema ${code}`, value: 'Skema tidak ditemukan atau nonaktif' },
    )
  }
  if (spec.limits) {
    lines.push({ label: 'Limit per transaksi', value: money(s.limitPerTrx) })
    lines.push({ label: 'Limit per hari', value: money(s.limitPerDay) })
  }
  if (spec.extra === 'paymentMethods')
    lines.push({
      label: 'Metode pembayaran',
      value: list((s.paymentMethods ?? []).map((m) => PAYMENT_METHOD_LABEL[m])),
    })
  if (spec.extra === 'features')
    lines.push({
      label: 'Fitur aktif',
      value: list((s.featureIds ?? []).map((id) => l.features.get(id) ?? `#${id}`)),
    })
  if (spec.extra === 'products')
    lines.push({
      label: 'Produk biller',
      value: `${(s.productIds ?? []).length} produk: ${list((s.productIds ?? []).slice(0, 12).map((id) => l.products.get(id) ?? `#${id}`))}${(s.productIds ?? []).length > 12 ? ', …' : ''}`,
    })
  if (spec.extra === 'saving') {
    lines.push({ label: 'Saldo minimum', value: money(s.minBalance ?? 0) })
    lines.push({ label: 'Saldo maksimum', value: money(s.maxBalance) })
  }
  if (spec.extra === 'deposit') {
    lines.push({
      label: 'Metode top up deposit',
      value: list((s.depositMethods ?? []).map((m) => DEPOSIT_METHOD_LABEL[m])),
    })
    lines.push({ label: 'Top up minimum', value: money(s.minTopup ?? 0) })
  }
  return lines
}

/** The lines that differ between two versions (by label), with the assignment as one more line. */
export function diffLines(before: Line[], after: Line[]): { label: string; before: string; after: string }[] {
  const was = new Map(before.map((x) => [x.label, x.value]))
  const now = new Map(after.map((x) => [x.label, x.value]))
  const out: { label: string; before: string; after: string }[] = []
  for (const [label, value] of now)
    if (was.get(label) !== value) out.push({ label, before: was.get(label) ?? '—', after: value })
  for (const [label, value] of was) if (!now.has(label)) out.push({ label, before: value, after: '—' })
  return out
}

/** The names of targets of one level, by id ("Warung Mitra Tier A", "Toko Sumber Rejeki", "OTL-000123 …"). */
export async function targetNames(
  db: Db,
  level: Level,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const out = new Map<number, string>()
  if (level === 'DEFAULT' || ids.length === 0) return out
  const list = [...new Set(ids)]
  const rows =
    level === 'MERCHANT_GROUP'
      ? await db
          .select({ id: merchantGroup.id, name: merchantGroup.name, code: merchantGroup.code })
          .from(merchantGroup)
          .where(inArray(merchantGroup.id, list))
      : level === 'MERCHANT'
        ? await db
            .select({ id: merchant.id, name: merchant.name, code: merchant.mid })
            .from(merchant)
            .where(inArray(merchant.id, list))
        : await db
            .select({ id: outlet.id, name: outlet.name, code: outlet.code })
            .from(outlet)
            .where(inArray(outlet.id, list))
  for (const r of rows) out.set(r.id, `${r.name} (${r.code})`)
  return out
}

/** The names of the targets of several levels at once, by level and id. */
export async function namesByLevel(
  db: Db,
  targets: readonly { level: Level; targetId: number }[],
): Promise<Map<Level, Map<number, string>>> {
  const levels = ['OUTLET', 'MERCHANT', 'MERCHANT_GROUP'] as const
  // The levels' reads at once (one round trip's wait on PostgreSQL), as in loadLookups.
  const names = await Promise.all(
    levels.map((level) =>
      targetNames(
        db,
        level,
        targets.filter((t) => t.level === level).map((t) => t.targetId),
      ),
    ),
  )
  return new Map(levels.map((level, i) => [level, names[i] ?? new Map<number, string>()]))
}

/** "merchant group Warung Mitra Tier A (MG-CLT001-A)", or "semua merchant (default)". */
export const targetText = (level: Level, name: string) =>
  level === 'DEFAULT' ? LEVEL_LABEL.DEFAULT.toLowerCase() : `${LEVEL_LABEL[level].toLowerCase()} ${name}`

/** Today's WIB day, YYYY-MM-DD. */
export async function wibToday(db: Db): Promise<string> {
  const [r] = rowsOf(
    await db.execute(sql`select to_char(now() at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as d`),
  )
  return String(r?.d)
}
