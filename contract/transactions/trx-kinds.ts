/**
 * The five kinds of transaction and their statuses (docs/DOMAIN.md §1e, §2), apart from the rest of the
 * vocabulary (contract/transactions/catalogue.ts, which re-exports them) so that the dashboards' calls declare
 * their enums without loading every label and response code.
 */
export const TRX_KINDS = ['RETAIL', 'BILLER', 'MYCROATM', 'TOPUP', 'DEPOSIT'] as const
export type TrxKind = (typeof TRX_KINDS)[number]

export const TRX_STATUSES = ['SUCCESS', 'FAILED', 'PENDING', 'SUSPECT', 'REVERSED', 'REFUNDED'] as const
export type TrxStatus = (typeof TRX_STATUSES)[number]
