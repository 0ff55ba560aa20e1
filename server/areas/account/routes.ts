import type { FastifyInstance } from 'fastify'
import { apiDetailRoutes } from './api-details.ts'
import { apiMasterRoutes } from './api-master.ts'
import { apiSegmentRoutes } from './api-segment.ts'
import type { AccountDeps } from './deps.ts'
import { ownAccountRoutes } from './own-account.ts'
import { roleMasterRoutes } from './role-master.ts'
import { roleSegmentRoutes } from './role-segment.ts'
import { roleTaskRoutes } from './role-task.ts'
import { twoFactorResetRoute } from './two-factor-reset.ts'
import { userRoutes } from './users.ts'

/** Dashboard accounts and access management (issue 4). */
export function accountRoutes(api: FastifyInstance, deps: AccountDeps) {
  roleMasterRoutes(api, deps)
  roleSegmentRoutes(api, deps)
  roleTaskRoutes(api, deps)
  apiMasterRoutes(api, deps)
  apiDetailRoutes(api, deps)
  apiSegmentRoutes(api, deps)
  userRoutes(api, deps)
  ownAccountRoutes(api, deps)
  twoFactorResetRoute(api, deps)
}
