import { disburseDoc, disburseItem, walletAccount, walletStatement } from './lists.ts'

/** The wallet area's resources (imported alone by the web's resource engine: contract/resources.ts). */
export const walletResources = { walletAccount, walletStatement, disburseDoc, disburseItem }
