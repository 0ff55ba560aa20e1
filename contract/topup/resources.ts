import { cardBalanceUpdate, cardBlocked, cardBlockLog } from './cards.ts'

/** The top-up area's resources (imported alone by the web's resource engine: contract/resources.ts). */
export const topupResources = { cardBlocked, cardBlockLog, cardBalanceUpdate }
