import { type SQL, sql } from 'drizzle-orm'
import { authOf } from '../access/enforce.ts'
import { audit } from '../audit/log.ts'
import type { Db } from '../db/client.ts'
import { badRequest, forbidden } from '../http/errors.ts'
import { answer } from './endpoint.ts'
import { rowsOf } from './query.ts'

/**
 * Rows kept in an order of their own (`sort_order`): the help centre's content and the partner app's banners
 * (contract/engine/reorder.ts). Written only by users scoped to everything, like the rows themselves.
 */

/** A new row goes last among its siblings; the order is changed only through /…/reorder. */
export const lastOf = (table: SQL, parent?: SQL) =>
  sql`(select coalesce(max(sort_order), 0) + 1 from ${table}${parent ? sql` where ${parent}` : sql``})`

/**
 * One reorder: the ids of one parent's rows, first to last, each set to its position. They must all exist and
 * share the parent (a list of one category's sub-categories cannot pull in another's); rows of the parent left
 * out keep their number after the given ones.
 */
export function reorder(db: Db, o: { table: string; parent: string | null; label: string }) {
  return async (request: { body: { ids: number[] } } & Parameters<typeof authOf>[0]) => {
    const auth = authOf(request)
    if (auth.userTypeLevel !== 'ALL')
      throw forbidden('Hanya pengguna dengan cakupan semua data yang dapat mengubah urutan.')
    const { ids } = request.body
    const table = sql.identifier(o.table)
    return db.transaction(async (tx) => {
      const found = rowsOf(
        await tx.execute(
          sql`select id, ${o.parent ? sql.identifier(o.parent) : sql`0`} as parent from ${table}
            where id = any(${sql.param(ids)}::int[]) for update`,
        ),
      )
      if (found.length !== ids.length) throw badRequest(`Sebagian ${o.label} tidak ditemukan.`)
      if (new Set(found.map((r) => String(r.parent))).size > 1)
        throw badRequest(`Urutan hanya untuk ${o.label} dalam induk yang sama.`)
      const parentFilter = o.parent
        ? sql` and ${sql.identifier(o.parent)} = ${Number(found[0]?.parent)}`
        : sql``
      // Given rows take 1..n; the parent's other rows keep their relative order after them.
      await tx.execute(sql`with wanted as (
          select id, ord::int as pos from unnest(${sql.param(ids)}::int[]) with ordinality as u(id, ord)),
        rest as (
          select t.id, ${ids.length} + row_number() over (order by t.sort_order, t.id) as pos
            from ${table} t where t.id <> all(${sql.param(ids)}::int[])${parentFilter})
        update ${table} t set sort_order = p.pos, updated_at = now(), updated_by = ${auth.username}
          from (select * from wanted union all select * from rest) p where p.id = t.id`)
      await audit(tx, request as never, {
        action: 'REORDER',
        entity: o.table,
        // The parent whose rows were ordered (the ids, up to 500, are in `after`).
        entityId: o.parent ? String(found[0]?.parent) : '',
        after: { ids },
      })
      return answer({ updated: ids.length }, `Urutan ${o.label} disimpan.`)
    })
  }
}
