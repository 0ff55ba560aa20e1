import { sql } from 'drizzle-orm'
import { corporate } from '#contract/corporate/index.ts'
import { client, device, merchant, outlet } from '../../db/schema/index.ts'
import { serverResource } from '../../engine/resource.ts'
import { clientOfOutlet, joinsVia, outletScope } from './outlet-scope.ts'

const defs = corporate.resources

// ── devices: one table, three screens ──────────────────────────────────────
function deviceResource(def: typeof defs.deviceOutlet, kind: 'POS' | 'MYCROATM' | 'PRINTER') {
  return serverResource({
    def,
    table: device,
    from: sql`${device} ${joinsVia(device.outletId)}`,
    fixed: sql`${device.kind} = ${kind}`,
    select: {
      outletName: outlet.name,
      merchantName: merchant.name,
      clientName: client.name,
    },
    search: [device.tid, device.serialNumber, device.ipAddress, outlet.name],
    scope: outletScope,
    refs: { outletId: 'outlet' },
    toValues: async (input, ctx) => ({ ...input, kind, clientId: await clientOfOutlet(ctx, input.outletId) }),
    unique: [
      { constraint: 'device_serial_number_unique', field: 'serialNumber', label: 'Serial number' },
      { constraint: 'device_tid_unique', field: 'tid', label: 'TID' },
    ],
  })
}

export const deviceOutletResource = deviceResource(defs.deviceOutlet, 'POS')

export const deviceMycroatmResource = deviceResource(defs.deviceMycroatm, 'MYCROATM')

export const printerKitchenResource = deviceResource(
  defs.printerKitchen as unknown as typeof defs.deviceOutlet,
  'PRINTER',
)
