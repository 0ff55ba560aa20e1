import type { TrxStatus } from './catalogue.ts'

/*
 * The protocol with the outside system that knows a transaction's final status (the switch or the
 * acquirer): sync transaction asks it (server/areas/sync). Declared here so that the server's area
 * wiring can name it without importing an area.
 */

/** What the dashboard tells the host about a transaction whose status it asks for. */
export interface HostQuery {
  kind: 'MYCROATM' | 'RETAIL'
  id: number
  trxNo: string
  amount: number
  createdAt: string
  status: TrxStatus
  /** How many times this transaction was synced before (0 on the first sync). */
  attempt: number
}

/** The host's answer: the status it holds for the transaction, its response code, the approval code. */
export interface HostAnswer {
  status: TrxStatus
  rc: string
  approvalCode?: string
}

/**
 * The switch or acquirer that knows the final status of a transaction. `queryStatus` answers, or
 * throws (HostUnavailableError or anything else) when the host fails or does not answer.
 */
export interface TransactionHost {
  queryStatus(query: HostQuery): Promise<HostAnswer>
}
