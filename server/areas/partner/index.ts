import { partnerArea } from '#contract/partner/index.ts'
import { serverArea } from '../../engine/area.ts'
import { partnerResource } from './partner.ts'

export const partnerServer = serverArea(partnerArea, () => ({
  resources: { partner: partnerResource },
  endpoints: {},
}))
