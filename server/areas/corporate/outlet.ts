import { sql } from 'drizzle-orm'
import { corporate } from '#contract/corporate/index.ts'
import {
  client,
  corporateGroup,
  device,
  feeSchemeSubject,
  merchant,
  outlet,
  outletUser,
  region,
} from '../../db/schema/index.ts'
import { rowsOf } from '../../engine/query.ts'
import { serverResource } from '../../engine/resource.ts'
import { addAreaNames, addressSelect, checkAddress } from './address.ts'
import { dependent } from './dependents.ts'
import { scopeBy } from './scope.ts'

const defs = corporate.resources

export const outletResource = serverResource({
  def: defs.outlet,
  table: outlet,
  from: sql`${outlet} left join ${merchant} on ${merchant.id} = ${outlet.merchantId} left join ${corporateGroup} on ${corporateGroup.id} = ${merchant.groupId} left join ${region} on ${region.id} = ${merchant.regionId} left join ${client} on ${client.id} = ${outlet.clientId}`,
  select: {
    merchantName: merchant.name,
    merchantMid: merchant.mid,
    clientName: client.name,
    ...addressSelect(outlet),
    openTime: sql`to_char(${outlet.openTime}, 'HH24:MI')`,
    closeTime: sql`to_char(${outlet.closeTime}, 'HH24:MI')`,
  },
  search: [outlet.code, outlet.name, merchant.name],
  scope: scopeBy({
    CLIENT: outlet.clientId,
    REGION: merchant.regionId,
    GROUP: merchant.groupId,
    MERCHANT: outlet.merchantId,
  }),
  refs: { merchantId: 'merchant' },
  decorate: addAreaNames,
  async toValues(input, ctx) {
    await checkAddress(ctx, input)
    const [m] = rowsOf(
      await ctx.db.execute(
        sql`select ${merchant.clientId} as client_id from ${merchant} where ${merchant.id} = ${Number(input.merchantId)}`,
      ),
    )
    return { ...input, clientId: Number(m?.client_id) }
  },
  unique: [{ constraint: 'outlet_code_unique', field: 'code', label: 'Kode outlet' }],
  dependents: [
    dependent('device', device, device.outletId),
    dependent('user outlet', outletUser, outletUser.outletId),
    dependent('subjek service fee', feeSchemeSubject, feeSchemeSubject.outletId),
  ],
})
