import { sql } from 'drizzle-orm'
import { corporate } from '#contract/corporate/index.ts'
import { phone } from '#contract/engine/fields.ts'
import { hashPin, newPin } from '../../auth/pin.ts'
import { merchant, outlet, outletUser } from '../../db/schema/index.ts'
import { type Row, serverResource, type WriteContext } from '../../engine/resource.ts'
import { clientOfOutlet, joinsVia, outletScope } from './outlet-scope.ts'

const defs = corporate.resources

async function mailPin(ctx: WriteContext, to: string, username: string, pin: string, initial: boolean) {
  await ctx.services.sendMail({
    to,
    subject: initial ? 'PIN aplikasi outlet Anda' : 'PIN baru aplikasi outlet Anda',
    text: `Halo ${username},\n\n${initial ? 'Akun aplikasi outlet Anda telah dibuat.' : 'PIN Anda telah direset oleh administrator.'} PIN Anda: ${pin}\n\nSegera ganti PIN ini setelah login pertama. Jangan berikan PIN kepada siapa pun, termasuk petugas.\n`,
    secrets: [pin],
  })
}

export const outletUserResource = serverResource({
  def: defs.outletUser,
  table: outletUser,
  from: sql`${outletUser} ${joinsVia(outletUser.outletId)}`,
  select: {
    outletName: outlet.name,
    merchantName: merchant.name,
  },
  // The phone is personal data: found by the whole number, typed any way the form accepts it.
  search: [
    outletUser.username,
    outletUser.fullName,
    { exact: outletUser.phone, value: (term) => phone().safeParse(term).data ?? null },
  ],
  scope: outletScope,
  refs: { outletId: 'outlet' },
  async toValues(input, ctx) {
    const values: Row = { ...input, clientId: await clientOfOutlet(ctx, input.outletId) }
    if (!ctx.before) {
      const pin = newPin()
      values.pinHash = await hashPin(pin)
      await mailPin(ctx, String(input.email), String(input.username), pin, true)
    }
    return values
  },
  unique: [{ constraint: 'outlet_user_username_unique', field: 'username', label: 'Username' }],
  actions: {
    async 'reset-pin'(row, ctx) {
      const pin = newPin()
      await ctx.db.execute(
        sql`update ${outletUser} set pin_hash = ${await hashPin(pin)}, pin_changed_at = now(), updated_at = now(), updated_by = ${ctx.auth.username} where id = ${Number(row.id)}`,
      )
      await mailPin(ctx, String(row.email), String(row.username), pin, false)
      return `PIN baru telah dikirim ke ${String(row.email)}.`
    },
  },
})
