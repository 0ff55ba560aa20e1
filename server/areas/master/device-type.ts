import { master } from '#contract/master/index.ts'
import { deviceMycroatmType } from '../../db/schema/index.ts'
import { serverResource } from '../../engine/resource.ts'
import { readByEveryScope } from '../corporate/scope.ts'

export const deviceMycroatmTypeResource = serverResource({
  def: master.resources.deviceMycroatmType,
  table: deviceMycroatmType,
  search: [deviceMycroatmType.code, deviceMycroatmType.model],
  scope: readByEveryScope,
  unique: [{ constraint: 'device_mycroatm_type_code_uq', field: 'code', label: 'Kode tipe' }],
})
