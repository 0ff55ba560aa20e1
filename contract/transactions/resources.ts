import { syncMycroatm, syncRetail } from './sync.ts'

/** The transactions area's resources (imported alone by the web's resource engine: contract/resources.ts). */
export const transactionsResources = { syncMycroatm, syncRetail }
