import { and, eq, inArray, sql } from 'drizzle-orm'
import { compileFeeBook } from '#contract/fees/book.ts'
import { priceTransaction } from '#contract/fees/price.ts'
import { type FeeSchemeInput, MERCHANT_CATEGORIES } from '#contract/fees/schemes.ts'
import { formatRupiah } from '#contract/format.ts'
import { KIND_SPECS, type SegmentKind } from '#contract/segmentation/kinds.ts'
import type { Db } from '../../db/client.ts'
import { billerProduct, feeScheme } from '../../db/schema/index.ts'
import { rowsOf } from '../../engine/query.ts'
import { fieldError } from '../corporate/write-checks.ts'
import { schemeOf } from '../transactions/fee-book.ts'

/**
 * What a segment's scheme codes must be (issue 16 items 1 and 3): active schemes of the fee book, of the
 * kind's transactions and component (a prepaid segment names prepaid products' admin fees), and for QRIS the
 * rules of Bank Indonesia (DOMAIN.md §2): never charged to the payer, and for each business category of the
 * merchant (kategori_usaha UMI/UKE/UME/UBE) a QRIS MDR within BI's: usaha mikro 0% up to Rp500.000 and 0,3%
 * above, the others 0,7%. Refusals are 400 on the form's `schemes` field.
 */

const BI_QRIS = {
  UMI: { free: 500_000, bps: 30, text: '0% s.d. Rp500.000, 0,3% di atas' },
  UKE: { free: 0, bps: 70, text: '0,7%' },
  UME: { free: 0, bps: 70, text: '0,7%' },
  UBE: { free: 0, bps: 70, text: '0,7%' },
} as const
const CATEGORY_LABEL = {
  UMI: 'usaha mikro',
  UKE: 'usaha kecil',
  UME: 'usaha menengah',
  UBE: 'usaha besar',
} as const
/** Amounts the QRIS rule is checked at: both sides of the micro threshold, up to the Rp10 juta maximum. */
const QRIS_SAMPLES = [10_000, 100_000, 500_000, 500_001, 1_000_000, 5_000_000, 10_000_000]

const listOf = (codes: string[]) => codes.join(', ')

export async function checkSchemes(db: Db, kind: SegmentKind, codes: readonly string[]): Promise<void> {
  const rules = KIND_SPECS[kind].schemes
  if (!rules || codes.length === 0) return
  const rows = await db
    .select()
    .from(feeScheme)
    .where(and(inArray(feeScheme.code, [...codes]), eq(feeScheme.status, 'ACTIVE')))
  const byCode = new Map<string, FeeSchemeInput[]>()
  for (const r of rows) byCode.set(r.code, [...(byCode.get(r.code) ?? []), schemeOf(r)])
  const unknown = codes.filter((c) => !byCode.has(c))
  if (unknown.length > 0)
    throw fieldError('schemes', `Skema tidak dikenal atau nonaktif: ${listOf(unknown)}.`)

  const productType = new Map<string, string>(
    rowsOf(
      await db.execute(
        sql`select code, type from ${billerProduct} where code in (select unnest(products) from ${feeScheme} where code in ${[...codes]})`,
      ),
    ).map((r) => [String(r.code), String(r.type)]),
  )
  const fits = (s: FeeSchemeInput) =>
    rules.some(
      (rule) =>
        s.match.kind === rule.trxKind &&
        s.component === rule.component &&
        (!rule.shared || s.sharing !== undefined) &&
        (!rule.productType ||
          ((s.match.products ?? []).length > 0 &&
            (s.match.products ?? []).every((p) => productType.get(p) === rule.productType))),
    )
  const misfits = codes.filter((c) => !(byCode.get(c) ?? []).every(fits))
  if (misfits.length > 0)
    throw fieldError(
      'schemes',
      `Skema ini bukan untuk ${KIND_SPECS[kind].singular.toLowerCase()}: ${listOf(misfits)}.`,
    )

  const schemes = [...byCode.values()].flat()
  const qris = schemes.filter(
    (s) =>
      s.component === 'MDR' &&
      s.match.kind === 'RETAIL' &&
      (s.match.paymentMethods ?? ['QRIS']).includes('QRIS'),
  )
  const payer = qris.find((s) => s.bearer === 'CUSTOMER')
  if (payer)
    throw fieldError(
      'schemes',
      `MDR QRIS tidak boleh dibebankan ke pelanggan (Bank Indonesia): skema ${payer.code}.`,
    )
  if (kind === 'RETAIL') checkQrisCategories(codes, schemes)
}

/** Every category priced by the segment's QRIS MDR, within BI's rate, at the sample amounts. */
function checkQrisCategories(codes: readonly string[], schemes: FeeSchemeInput[]): void {
  const book = compileFeeBook({ schemes, taxes: [] })
  const at = Date.now()
  for (const category of MERCHANT_CATEGORIES) {
    const rule = BI_QRIS[category]
    for (const amount of QRIS_SAMPLES) {
      const priced = priceTransaction(book, {
        kind: 'RETAIL',
        paymentMethod: 'QRIS',
        amount,
        at,
        merchant: { category, schemes: [...codes], taxes: [] },
      })
      const line = priced.lines.find((l) => l.component === 'MDR')
      if (!line)
        throw fieldError(
          'schemes',
          `MDR QRIS untuk ${CATEGORY_LABEL[category]} (${category}) belum ada di segmen ini: tambahkan skema MDR QRIS untuk kategori tersebut.`,
        )
      const cap = amount <= rule.free ? 0 : Math.ceil((amount * rule.bps) / 10_000)
      if (line.amount > cap)
        throw fieldError(
          'schemes',
          `MDR QRIS untuk ${CATEGORY_LABEL[category]} melebihi ketentuan Bank Indonesia (${rule.text}): skema ${line.code} memungut ${formatRupiah(line.amount)} untuk transaksi ${formatRupiah(amount)}.`,
        )
    }
  }
}
