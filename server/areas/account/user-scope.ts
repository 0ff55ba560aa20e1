import { type SQL, sql } from 'drizzle-orm'
import type { UserTypeLevel } from '#contract/auth/schemas.ts'
import type { AuthContext } from '../../access/caller.ts'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../engine/query.ts'
import { badRequest } from '../../http/errors.ts'

/**
 * Data scope between dashboard accounts: which (userTypeLevel, userTypeValue) pairs lie inside the
 * scope of an actor. An ALL actor covers everything; a CLIENT actor covers that client and the
 * regions, groups and merchants below it; REGION its groups and merchants; GROUP its merchants;
 * MERCHANT and PARTNER only themselves. Nobody below ALL covers ALL, and only the same partner covers
 * a PARTNER scope.
 */
export function scopeCovers(
  actor: Pick<AuthContext, 'userTypeLevel' | 'userTypeValue'>,
  level: SQL,
  value: SQL,
): SQL {
  const v = actor.userTypeValue
  switch (actor.userTypeLevel) {
    case 'ALL':
      return sql`true`
    case 'PARTNER':
      return sql`(${level} = 'PARTNER' and ${value} = ${v})`
    case 'MERCHANT':
      return sql`(${level} = 'MERCHANT' and ${value} = ${v})`
    case 'GROUP':
      return sql`((${level} = 'GROUP' and ${value} = ${v})
        or (${level} = 'MERCHANT' and ${value} in (
          select m.mid from merchant m join corporate_group g on g.id = m.group_id where g.code = ${v})))`
    case 'REGION':
      return sql`((${level} = 'REGION' and ${value} = ${v})
        or (${level} = 'GROUP' and ${value} in (
          select g.code from corporate_group g join region r on r.id = g.region_id where r.code = ${v}))
        or (${level} = 'MERCHANT' and ${value} in (
          select m.mid from merchant m join region r on r.id = m.region_id where r.code = ${v})))`
    case 'CLIENT':
      return sql`((${level} = 'CLIENT' and ${value} = ${v})
        or (${level} = 'REGION' and ${value} in (
          select r.code from region r join client c on c.id = r.client_id where c.code = ${v}))
        or (${level} = 'GROUP' and ${value} in (
          select g.code from corporate_group g join region r on r.id = g.region_id
            join client c on c.id = r.client_id where c.code = ${v}))
        or (${level} = 'MERCHANT' and ${value} in (
          select m.mid from merchant m join client c on c.id = m.client_id where c.code = ${v})))`
    default:
      return sql`false`
  }
}

export async function scopeWithin(
  db: Db,
  actor: Pick<AuthContext, 'userTypeLevel' | 'userTypeValue'>,
  level: UserTypeLevel,
  value: string,
): Promise<boolean> {
  if (actor.userTypeLevel === 'ALL') return true
  const cover = scopeCovers(actor, sql`${level}::text`, sql`${value}::text`)
  const [row] = rowsOf(await db.execute(sql`select (${cover}) as ok`))
  return row?.ok === true
}

const LEVEL_TARGET: Record<
  Exclude<UserTypeLevel, 'ALL'>,
  { table: string; column: string; label: string }
> = {
  CLIENT: { table: 'client', column: 'code', label: 'Client' },
  REGION: { table: 'region', column: 'code', label: 'Region' },
  GROUP: { table: 'corporate_group', column: 'code', label: 'Group' },
  MERCHANT: { table: 'merchant', column: 'mid', label: 'Merchant (MID)' },
  PARTNER: { table: 'partner', column: 'code', label: 'Partner' },
}

const invalid = (field: string, message: string) => badRequest(message, { errors: [{ field, message }] })

export interface ScopeInput {
  userTypeLevel: UserTypeLevel
  userTypeValue: string
  partnerCode: string
  partnerId: string
  sharingFeePartnerCode: string
}

/** The partner row behind a code, or null. */
async function partnerByCode(db: Db, code: string): Promise<{ id: number } | null> {
  const [row] = rowsOf(await db.execute(sql`select id from partner where code = ${code}`))
  return row ? { id: Number(row.id) } : null
}

/**
 * Checks that the value of a user-type level exists (400 naming the field) and normalises the partner
 * fields: only PARTNER users carry them; partnerCode is the partner of the scope and partnerId its id.
 */
export async function normaliseScope(db: Db, given: ScopeInput): Promise<ScopeInput> {
  const input: ScopeInput = {
    userTypeLevel: given.userTypeLevel,
    userTypeValue: given.userTypeValue,
    partnerCode: given.partnerCode,
    partnerId: given.partnerId,
    sharingFeePartnerCode: given.sharingFeePartnerCode,
  }
  const level = input.userTypeLevel
  if (level === 'ALL') {
    if (input.userTypeValue)
      throw invalid('userTypeValue', 'Nilai tipe pengguna harus kosong untuk tipe ALL.')
  } else {
    if (!input.userTypeValue) throw invalid('userTypeValue', 'Nilai tipe pengguna wajib diisi.')
    const target = LEVEL_TARGET[level]
    const found = rowsOf(
      await db.execute(
        sql`select 1 from ${sql.identifier(target.table)} where ${sql.identifier(target.column)} = ${input.userTypeValue}`,
      ),
    )
    if (found.length === 0)
      throw invalid('userTypeValue', `${target.label} dengan kode ${input.userTypeValue} tidak ditemukan.`)
  }
  if (level !== 'PARTNER') {
    for (const field of ['partnerCode', 'partnerId', 'sharingFeePartnerCode'] as const)
      if (input[field]) throw invalid(field, 'Data partner hanya untuk pengguna bertipe PARTNER.')
    return { ...input, partnerCode: '', partnerId: '', sharingFeePartnerCode: '' }
  }
  const partnerCode = input.partnerCode || input.userTypeValue
  if (partnerCode !== input.userTypeValue)
    throw invalid('partnerCode', 'Kode partner harus sama dengan nilai tipe pengguna.')
  const p = await partnerByCode(db, partnerCode)
  if (!p) throw invalid('partnerCode', `Partner dengan kode ${partnerCode} tidak ditemukan.`)
  if (input.partnerId && input.partnerId !== String(p.id))
    throw invalid('partnerId', 'Id partner tidak sesuai dengan kode partner.')
  const sharingFeePartnerCode = input.sharingFeePartnerCode || partnerCode
  if (sharingFeePartnerCode !== partnerCode && !(await partnerByCode(db, sharingFeePartnerCode)))
    throw invalid('sharingFeePartnerCode', `Partner dengan kode ${sharingFeePartnerCode} tidak ditemukan.`)
  return { ...input, partnerCode, partnerId: String(p.id), sharingFeePartnerCode }
}
