import { sql } from 'drizzle-orm'
import { master } from '#contract/master/index.ts'
import { appsFeature, appsSubfeature } from '../../db/schema/index.ts'
import { serverResource } from '../../engine/resource.ts'
import { count, dependent } from '../corporate/dependents.ts'
import { readByEveryScope } from '../corporate/scope.ts'

const defs = master.resources

export const appsFeatureResource = serverResource({
  def: defs.appsFeature,
  table: appsFeature,
  select: {
    subfeatureCount: count(
      sql`select count(*) from ${appsSubfeature} where ${appsSubfeature.featureId} = ${appsFeature.id}`,
    ),
  },
  search: [appsFeature.code, appsFeature.name],
  scope: readByEveryScope,
  unique: [{ constraint: 'apps_feature_code_uq', field: 'code', label: 'Kode fitur' }],
  dependents: [dependent('subfitur', appsSubfeature, appsSubfeature.featureId)],
})

export const appsSubfeatureResource = serverResource({
  def: defs.appsSubfeature,
  table: appsSubfeature,
  from: sql`${appsSubfeature} join ${appsFeature} on ${appsFeature.id} = ${appsSubfeature.featureId}`,
  select: { featureName: appsFeature.name },
  search: [appsSubfeature.code, appsSubfeature.name],
  scope: readByEveryScope,
  refs: { featureId: 'apps-feature' },
  unique: [{ constraint: 'apps_subfeature_code_uq', field: 'code', label: 'Kode subfitur' }],
})
