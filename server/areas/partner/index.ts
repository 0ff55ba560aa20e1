import { partnerArea } from '#contract/partner/index.ts'
import { serverArea } from '../../engine/area.ts'
import { incomeHandler } from './income.ts'
import { partnerResource } from './partner.ts'

export const partnerServer = serverArea(partnerArea, ({ db }) => ({
  resources: { partner: partnerResource },
  endpoints: { partnerIncome: incomeHandler(db) },
}))
