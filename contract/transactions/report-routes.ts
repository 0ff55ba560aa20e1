/**
 * The routes of the five transaction reports, without their definitions: the router maps them to the
 * report page while the definitions load with that page.
 */
export const REPORT_ROUTES = [
  '/dashboard/transaction/retail-all',
  '/dashboard/transaction/biller-all',
  '/dashboard/transaction/mycroatm-all',
  '/dashboard/transaction/topup-all',
  '/dashboard/transaction/topup-deposit-all',
] as const
