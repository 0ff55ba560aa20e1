import { createHash } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import {
  type BillerHost,
  type BillerInquiryAnswer,
  type BillerInquiryQuery,
  type BillerProductRef,
  type CutOffWindow,
  NO_BILL,
} from '#contract/developer/biller-host.ts'

/** A number from a text and a salt, the same on every machine and run. */
const hashOf = (text: string, salt: string): number =>
  createHash('sha256').update(`${salt}|${text}`).digest().readUInt32BE(0)

/** An integer in [min, max] in steps of `step`, from the text. */
const pick = (text: string, salt: string, min: number, max: number, step = 1): number =>
  min + (hashOf(text, salt) % (Math.floor((max - min) / step) + 1)) * step

const FIRST_NAMES = [
  'BUDI',
  'SITI',
  'AGUS',
  'DEWI',
  'RUDI',
  'SRI',
  'HENDRA',
  'RATNA',
  'IWAN',
  'NURUL',
  'BAMBANG',
  'YULIANTI',
  'DEDI',
  'ANISA',
  'EKO',
  'WULAN',
  'JOKO',
  'FITRI',
  'ASEP',
  'MARLINA',
]
const LAST_NAMES = [
  'SANTOSO',
  'RAHAYU',
  'SETIAWAN',
  'LESTARI',
  'HIDAYAT',
  'WAHYUNI',
  'SAPUTRA',
  'KURNIAWAN',
  'PRATAMA',
  'HANDAYANI',
  'NUGROHO',
  'SURYANI',
  'GUNAWAN',
  'PERMATASARI',
  'SIREGAR',
  'NASUTION',
  'SIMANJUNTAK',
  'WIJAYA',
  'HASIBUAN',
  'MAULANA',
]

/** Indonesian month abbreviations as billers print them ("NOV 2026"). */
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MEI', 'JUN', 'JUL', 'AGU', 'SEP', 'OKT', 'NOV', 'DES']
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000

/** The WIB month `back` months before the instant's, as "NOV 2026". */
const wibMonth = (now: Date, back: number): string => {
  const wib = new Date(now.getTime() + WIB_OFFSET_MS)
  const index = wib.getUTCFullYear() * 12 + wib.getUTCMonth() - back
  return `${MONTHS[index % 12]} ${Math.floor(index / 12)}`
}

/**
 * The period of a bill of `sheets` months: the last one is the month before now (a bill is issued after
 * its month), "NOV 2026" or "SEP 2026 - NOV 2026".
 */
export const billPeriod = (now: Date, sheets: number): string =>
  sheets <= 1 ? wibMonth(now, 1) : `${wibMonth(now, sheets)} - ${wibMonth(now, 1)}`

const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

/** Whether the WIB time of `now` is inside the daily window (a window may wrap past midnight). */
export function inCutOff(now: Date, window: CutOffWindow): boolean {
  const wib = new Date(now.getTime() + WIB_OFFSET_MS)
  const m = wib.getUTCHours() * 60 + wib.getUTCMinutes()
  const start = minutesOf(window.start)
  const end = minutesOf(window.end)
  return start <= end ? m >= start && m < end : m >= start || m < end
}

/** What the demo host answers for a customer number ending in each digit (anything else: success). */
export const SIMULATED_RC_BY_LAST_DIGIT = {
  '1': '14',
  /** Postpaid only: a prepaid product has no bill to have paid, so it succeeds. */
  '2': '88',
  '3': '97',
  /** The host never answers: the dashboard's timeout (BILLER_INQUIRY_TIMEOUT_MS) ends the wait. */
  '4': 'TIMEOUT',
  '5': '96',
} as const

const HOST_TEXT: Record<string, string> = {
  '00': 'SUKSES',
  '14': 'IDPEL TIDAK DITEMUKAN',
  '88': 'TAGIHAN SUDAH TERBAYAR',
  '96': 'BILLER SEDANG GANGGUAN',
  '97': 'SEDANG CUT OFF, SILAKAN COBA LAGI SETELAH CUT OFF',
}

/** A refusal: the host's JSON carries no data. */
const refusal = (rc: string, q: BillerInquiryQuery): BillerInquiryAnswer => {
  const hostMessage = HOST_TEXT[rc] ?? 'GAGAL'
  return {
    rc,
    hostMessage,
    ...NO_BILL,
    raw: { rc, message: hostMessage, produk: q.product.code, idpel: q.customerNo, data: null },
  }
}

interface Bill {
  sheets: number
  bill: number
  /** Per late sheet (every sheet but the newest). */
  penaltyPerLateSheet: number
  extra: Record<string, unknown>
}

/** A postpaid bill of the product's biller, from the customer number. */
function postpaidBill(p: BillerProductRef, key: string): Bill {
  const roll = hashOf(key, 'sheets') % 100
  switch (p.biller) {
    case 'PLN': {
      const sheets = roll < 80 ? 1 : roll < 93 ? 2 : 3
      const [tarif, daya] = [
        ['R1', 900],
        ['R1', 1300],
        ['R1', 2200],
        ['R2', 3500],
        ['B1', 5500],
      ][hashOf(key, 'tarif') % 5] as [string, number]
      const start = pick(key, 'meter', 1_000, 60_000)
      let bill = 0
      for (let s = 0; s < sheets; s++) bill += pick(key, `bill${s}`, 120_000, 1_500_000)
      const usage = Math.round(bill / 1_445)
      return {
        sheets,
        bill,
        penaltyPerLateSheet: 5_000,
        extra: {
          tarif,
          daya,
          standMeter: `${String(start).padStart(8, '0')}-${String(start + usage).padStart(8, '0')}`,
        },
      }
    }
    case 'BPJS Kesehatan': {
      const months = roll < 85 ? 1 : roll < 95 ? 2 : 3
      const members = pick(key, 'members', 1, 5)
      const [kelas, premium] = [
        [3, 35_000],
        [2, 100_000],
        [1, 150_000],
      ][hashOf(key, 'kelas') % 3] as [number, number]
      return {
        sheets: months,
        bill: members * premium * months,
        penaltyPerLateSheet: 0,
        extra: { jumlahPeserta: members, kelas, noVa: key.split('#')[1] },
      }
    }
    case 'PDAM Tirta Pakuan': {
      const sheets = roll < 85 ? 1 : 2
      let bill = 0
      for (let s = 0; s < sheets; s++) bill += pick(key, `bill${s}`, 45_000, 400_000, 100)
      return {
        sheets,
        bill,
        penaltyPerLateSheet: 10_000,
        extra: { pemakaianM3: Math.round(bill / 6_000), golongan: '2A' },
      }
    }
    default:
      return {
        sheets: 1,
        bill: pick(key, 'bill0', 250_000, 750_000),
        penaltyPerLateSheet: 0,
        extra: {},
      }
  }
}

export interface SimulatedBillerHostOptions {
  /** Delay of every answer (ms). */
  latencyMs?: number
  /** The clock (the bill's period, a product's cut-off window). */
  now?: () => Date
}

/**
 * The biller host of the demo (docs/ARCHITECTURE.md "Biller Helper"). Its answer is a pure function of
 * the product, the customer number and the month: the last digit of the number picks the RC
 * (SIMULATED_RC_BY_LAST_DIGIT: 1 unknown customer 14, 2 already paid 88 for a postpaid bill, 3 cut-off
 * 97, 4 no answer at all, 5 biller disruption 96); a product inside its cut-off window answers 97; every
 * other number gets a bill: a realistic name, the period, bill, admin (the product's admin fee per
 * sheet), penalty (denda) for late sheets and the total.
 */
export class SimulatedBillerHost implements BillerHost {
  private readonly latencyMs: number
  private readonly now: () => Date

  constructor(options: SimulatedBillerHostOptions = {}) {
    this.latencyMs = options.latencyMs ?? 400
    this.now = options.now ?? (() => new Date())
  }

  async inquiry(q: BillerInquiryQuery): Promise<BillerInquiryAnswer> {
    if (this.latencyMs > 0) await sleep(this.latencyMs, undefined, { signal: q.signal })
    q.signal.throwIfAborted()
    const { product: p, customerNo } = q
    const now = this.now()
    const rules: Record<string, string> = SIMULATED_RC_BY_LAST_DIGIT
    const rule = rules[customerNo.at(-1) ?? ''] ?? '00'
    if (rule === 'TIMEOUT') return never(q.signal)
    if (p.cutOff && inCutOff(now, p.cutOff)) return refusal('97', q)
    if (rule !== '00' && (rule !== '88' || p.type === 'POSTPAID')) return refusal(rule, q)

    const key = `${p.code}#${customerNo}`
    const name = `${FIRST_NAMES[hashOf(key, 'first') % FIRST_NAMES.length]} ${LAST_NAMES[hashOf(key, 'last') % LAST_NAMES.length]}`
    const refId = `INQ${String(hashOf(`${key}#${wibMonth(now, 0)}`, 'ref')).padStart(10, '0')}`

    if (p.type === 'PREPAID') {
      const named = p.category === 'TOKEN_LISTRIK' || p.category === 'EWALLET'
      const bill = p.denomination
      const admin = p.adminFee
      const total = bill + admin
      const extra =
        p.category === 'TOKEN_LISTRIK'
          ? { noMeter: customerNo, tarif: 'R1', daya: [900, 1300, 2200][hashOf(key, 'daya') % 3] }
          : {}
      return {
        rc: '00',
        hostMessage: HOST_TEXT['00'] ?? 'SUKSES',
        customerName: named ? name : null,
        period: null,
        sheets: null,
        bill,
        admin,
        penalty: 0,
        total,
        raw: {
          rc: '00',
          message: 'SUKSES',
          produk: p.code,
          idpel: customerNo,
          data: { refId, nama: named ? name : '', nominal: bill, admin, total, ...extra },
        },
      }
    }

    const b = postpaidBill(p, key)
    const admin = p.adminFee * b.sheets
    const penalty = b.penaltyPerLateSheet * (b.sheets - 1)
    const total = b.bill + admin + penalty
    const period = billPeriod(now, b.sheets)
    return {
      rc: '00',
      hostMessage: 'SUKSES',
      customerName: name,
      period,
      sheets: b.sheets,
      bill: b.bill,
      admin,
      penalty,
      total,
      raw: {
        rc: '00',
        message: 'SUKSES',
        produk: p.code,
        idpel: customerNo,
        data: {
          refId,
          nama: name,
          periode: period,
          lembar: b.sheets,
          tagihan: b.bill,
          admin,
          denda: penalty,
          total,
          ...b.extra,
        },
      },
    }
  }
}

/** A host that never answers: settles only by rejecting when the caller gives up. */
const never = (signal: AbortSignal): Promise<never> =>
  new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason)
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true })
  })
