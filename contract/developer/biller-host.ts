import type { BillerCategory, BillerProductType } from '../transactions/catalogue.ts'

/*
 * The protocol with the biller host that answers an inquiry (the Mybills biller rails, or an aggregator):
 * the Biller Helper asks it (server/areas/developer/biller-inquiry.ts). Declared here, like the sync
 * host (contract/transactions/host.ts), so that the server's area wiring can name it without importing
 * an area.
 */

/** A daily window in WIB ("23:45"–"00:15" wraps past midnight; "23:45:00" is read the same). */
export interface CutOffWindow {
  start: string
  end: string
}

/** What the dashboard tells the host about the product asked for (a row of `biller_product`). */
export interface BillerProductRef {
  code: string
  name: string
  biller: string
  category: BillerCategory
  type: BillerProductType
  /** Face value of a prepaid product; 0 for postpaid. */
  denomination: number
  /** Admin fee charged to the customer (per bill sheet for postpaid). */
  adminFee: number
  /** The product's daily cut-off (biller_product.cut_off_start/end), when it has one. */
  cutOff: CutOffWindow | null
}

export interface BillerInquiryQuery {
  product: BillerProductRef
  customerNo: string
  /** Aborted when the dashboard stops waiting (its timeout): the host should stop too. */
  signal: AbortSignal
}

/**
 * The host's answer, read into the dashboard's fields, with the JSON it sent (`raw`). The figures are
 * null when the RC carries no bill (unknown customer, cut-off…).
 */
export interface BillerInquiryAnswer {
  rc: string
  /** The host's own text, as it sent it ("SUKSES", "IDPEL TIDAK DITEMUKAN"). */
  hostMessage: string
  customerName: string | null
  /** "NOV 2026", "SEP 2026 - NOV 2026"; null for a prepaid product. */
  period: string | null
  /** Bill sheets (lembar) of a postpaid bill, months of a BPJS bill; null for prepaid. */
  sheets: number | null
  bill: number | null
  admin: number | null
  penalty: number | null
  total: number | null
  raw: unknown
}

/**
 * The biller host. `inquiry` answers with a response code (success or the biller's refusal), or throws
 * when the host fails; it may never answer, so the caller bounds the wait (BILLER_INQUIRY_TIMEOUT_MS).
 */
/** The figures of an answer that carries no bill (a refusal, no answer at all). */
export const NO_BILL = {
  customerName: null,
  period: null,
  sheets: null,
  bill: null,
  admin: null,
  penalty: null,
  total: null,
} as const satisfies Partial<BillerInquiryAnswer>

export interface BillerHost {
  inquiry(query: BillerInquiryQuery): Promise<BillerInquiryAnswer>
}
