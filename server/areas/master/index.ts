import { master } from '#contract/master/index.ts'
import { serverArea } from '../../engine/area.ts'
import { appsFeatureResource, appsSubfeatureResource } from './apps-feature.ts'
import { bankResource } from './bank.ts'
import { deviceMycroatmTypeResource } from './device-type.ts'
import {
  listFeeParties,
  pfeeSchemeResource,
  sfeeSchemeResource,
  sfeeSubjectResource,
  taxTypeResource,
} from './fees.ts'
import { paymentCategoryResource, paymentMethodResource } from './payment.ts'
import { productBillerResource } from './product-biller.ts'

export const masterServer = serverArea(master, ({ db }) => ({
  resources: {
    appsFeature: appsFeatureResource,
    appsSubfeature: appsSubfeatureResource,
    deviceMycroatmType: deviceMycroatmTypeResource,
    paymentCategory: paymentCategoryResource,
    paymentMethod: paymentMethodResource,
    productBiller: productBillerResource,
    bank: bankResource,
    taxType: taxTypeResource,
    sfeeScheme: sfeeSchemeResource,
    sfeeSubject: sfeeSubjectResource,
    pfeeScheme: pfeeSchemeResource,
  },
  endpoints: { feeParties: listFeeParties(db) },
}))
