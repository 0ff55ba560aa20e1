/**
 * Who shares a fee besides the partners (contract/fees/schemes.ts sharingSchema names each party by a code):
 * the merchant that sold (a Mybills admin fee pays the merchant its part: DOMAIN.md §1c) and the platform,
 * which keeps what the others leave. The rest are partner codes (PTN001…).
 */
export const MERCHANT_PARTY = 'MERCHANT'
export const PLATFORM_PARTY = 'MINT'
