import type { ResourceDef } from '../engine/resource.ts'
import { auditLog } from './audit-log.ts'
import * as corp from './corporate.ts'
import * as ops from './corporate-operations.ts'

/** Every resource of the product: the web app builds a page for each route, and ref selects find their API. */
export const RESOURCES: readonly ResourceDef[] = [
  corp.client,
  corp.region,
  corp.group,
  corp.merchant,
  corp.outlet,
  ops.merchantGroup,
  ops.target,
  ops.outletUser,
  ops.deviceOutlet,
  ops.deviceMycroatm,
  ops.printerKitchen,
  ops.deviceActivityPeriod,
  ops.appVersion,
  ops.blockTransaction,
  auditLog,
]

const byName = new Map(RESOURCES.map((r) => [r.name, r]))
const byRoute = new Map(RESOURCES.map((r) => [r.route, r]))
export const resourceByName = (name: string) => byName.get(name)
export const resourceByRoute = (route: string) => byRoute.get(route)
