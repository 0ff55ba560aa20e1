import { formatBps, formatRupiah } from '../format.ts'
import type { FeeSchemeInput } from './schemes.ts'

/**
 * A scheme's fee in words, as a person reads it beside its reason ("Rp 2.500", "0,7%", "0,3% min. Rp 1.000",
 * "Rp 0 s.d. Rp 500.000: Rp 0; di atas: 0,3%", "Rp 2.750 per lembar"): the effective configuration and a
 * segment's history show it (issue 16).
 */
export function feeFigure(s: FeeSchemeInput): string {
  const bounds = [
    s.min !== undefined ? `min. ${formatRupiah(s.min)}` : '',
    s.max !== undefined ? `maks. ${formatRupiah(s.max)}` : '',
  ].filter(Boolean)
  const tail = bounds.length ? ` (${bounds.join(', ')})` : ''
  if (s.type === 'FLAT') return `${formatRupiah(s.amount)}${s.perUnit ? ' per lembar' : ''}`
  if (s.type === 'PERCENT') return `${formatBps(s.bps)}${tail}`
  const tiers = s.tiers.map((t) => {
    const range =
      t.to === undefined
        ? `mulai ${formatRupiah(t.from)}`
        : `${formatRupiah(t.from)} s.d. ${formatRupiah(t.to)}`
    return `${range}: ${t.type === 'FLAT' ? formatRupiah(t.amount) : formatBps(t.bps)}`
  })
  return `${tiers.join('; ')}${tail}`
}

/** "Biaya admin", "MDR", "Service charge". */
export const COMPONENT_LABEL = { ADMIN: 'Biaya admin', MDR: 'MDR', SERVICE: 'Service charge' } as const
