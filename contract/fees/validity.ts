import type { z } from 'zod'
import { DATE_RANGE_ORDER_MESSAGE } from '../engine/dates.ts'
import { isoDate } from '../engine/fields.ts'
import { formatDate } from '../format.ts'

/**
 * Validity periods of fee schemes and tax rules (DOMAIN.md §1c: berlaku_mulai/akhir). Whole WIB calendar
 * days, both ends included; no end means valid until a later version replaces it. A transaction is priced
 * with the version whose period holds its WIB date, so two versions of one code may never share a day.
 */
export const validityFields = {
  validFrom: isoDate('Berlaku mulai'),
  validTo: isoDate('Berlaku sampai').optional(),
}

export interface Validity {
  validFrom: string
  validTo?: string | undefined
}

/** The refinement of one version: its period must not end before it starts. */
export function checkValidityOrder(v: Validity, ctx: z.RefinementCtx): void {
  if (v.validTo !== undefined && v.validTo < v.validFrom)
    ctx.addIssue({ code: 'custom', path: ['validTo'], message: DATE_RANGE_ORDER_MESSAGE })
}

/** 01/01/2025 s.d. 31/12/2025, or "mulai 01/01/2025" without an end (id-ID dates, contract/format.ts). */
export const periodLabel = (v: Validity): string =>
  v.validTo === undefined
    ? `mulai ${formatDate(v.validFrom)}`
    : `${formatDate(v.validFrom)} s.d. ${formatDate(v.validTo)}`

const overlap = (a: Validity, b: Validity): boolean =>
  (a.validTo === undefined || b.validFrom <= a.validTo) &&
  (b.validTo === undefined || a.validFrom <= b.validTo)

/**
 * Versions of the same code whose periods share a day: each later-listed version is reported against the
 * first earlier one it overlaps, with that version's period in the message. (YYYY-MM-DD compares as text.)
 */
export function validityConflicts(
  versions: readonly (Validity & { code: string })[],
): { index: number; message: string }[] {
  const conflicts: { index: number; message: string }[] = []
  for (let i = 1; i < versions.length; i++) {
    const v = versions[i]!
    for (let j = 0; j < i; j++) {
      const w = versions[j]!
      if (w.code !== v.code || !overlap(w, v)) continue
      conflicts.push({
        index: i,
        message: `Masa berlaku bertabrakan dengan versi ${w.code} yang berlaku ${periodLabel(w)}.`,
      })
      break
    }
  }
  return conflicts
}
