/**
 * A dynamic QRIS payload (issue 18 item 3): the EMVCo merchant-presented QR format (EMV QRCPS-MPM) as Bank
 * Indonesia's QRIS standard fills it. Every field is TLV: a 2-digit tag, a 2-digit length, the value; the
 * payload ends with tag 63 (CRC), length 04 and the CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF)
 * of everything before it including "6304", as four upper-case hex digits. Point of initiation "12" makes it
 * dynamic (one amount, one sale: tag 54); tag 51 carries the QRIS national merchant id (NMID) under the
 * global id `ID.CO.QRIS.WWW`; tag 62 the bill number (the receipt number) and terminal label.
 */

/** CRC-16/CCITT-FALSE of an ASCII string (check value of "123456789" is 0x29B1). */
export function crc16(text: string): number {
  let crc = 0xffff
  for (let i = 0; i < text.length; i++) {
    crc ^= (text.charCodeAt(i) & 0xff) << 8
    for (let b = 0; b < 8; b++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc
}

const hex4 = (n: number) => n.toString(16).toUpperCase().padStart(4, '0')

/** One TLV field; a value beyond 99 characters cannot be encoded (the length has two digits). */
export function tlv(tag: string, value: string): string {
  if (!/^\d{2}$/.test(tag)) throw new Error(`QRIS tag must be two digits: ${tag}`)
  if (value.length > 99) throw new Error(`QRIS field ${tag} longer than 99 characters`)
  return `${tag}${String(value.length).padStart(2, '0')}${value}`
}

/** Appends the CRC field to a payload that does not have it yet. */
export function withCrc(body: string): string {
  const head = `${body}6304`
  return `${head}${hex4(crc16(head))}`
}

/** Whether a payload's last field is a CRC that matches the rest. */
export function crcValid(payload: string): boolean {
  if (payload.length < 8 || payload.slice(-8, -4) !== '6304') return false
  return hex4(crc16(payload.slice(0, -4))) === payload.slice(-4).toUpperCase()
}

/** Reads a payload's top-level fields (tag → value); null when the TLV structure is broken. */
export function parseTlv(payload: string): Map<string, string> | null {
  const out = new Map<string, string>()
  let i = 0
  while (i < payload.length) {
    const tag = payload.slice(i, i + 2)
    const len = Number(payload.slice(i + 2, i + 4))
    if (!/^\d{2}$/.test(tag) || !Number.isInteger(len) || i + 4 + len > payload.length) return null
    out.set(tag, payload.slice(i + 4, i + 4 + len))
    i += 4 + len
  }
  return out
}

export interface QrisInput {
  /** QRIS national merchant id, e.g. ID1026123456789. */
  nmid: string
  /** Merchant category code (ISO 18245), 4 digits. */
  mcc: string
  merchantName: string
  city: string
  postalCode?: string
  /** Whole rupiah, > 0. */
  amount: number
  /** The receipt number (tag 62.01, bill number). */
  billNumber: string
  terminal?: string
}

/** Letters, digits and spaces the printed merchant name and city keep (EMVCo "ans"). */
const ans = (v: string, max: number) =>
  v
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, max)

/** The dynamic QRIS payload of one sale. */
export function qrisPayload(q: QrisInput): string {
  if (!Number.isInteger(q.amount) || q.amount <= 0) throw new Error('QRIS amount must be a positive integer')
  const merchantAccount = tlv('00', 'ID.CO.QRIS.WWW') + tlv('02', q.nmid) + tlv('03', 'UMI')
  const additional = tlv('01', ans(q.billNumber, 25)) + (q.terminal ? tlv('07', ans(q.terminal, 25)) : '')
  return withCrc(
    tlv('00', '01') +
      tlv('01', '12') +
      tlv('51', merchantAccount) +
      tlv('52', q.mcc) +
      tlv('53', '360') +
      tlv('54', String(q.amount)) +
      tlv('58', 'ID') +
      tlv('59', ans(q.merchantName, 25) || 'MERCHANT') +
      tlv('60', ans(q.city, 15) || 'JAKARTA') +
      (q.postalCode ? tlv('61', q.postalCode) : '') +
      tlv('62', additional),
  )
}
