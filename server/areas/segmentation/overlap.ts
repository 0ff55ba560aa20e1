import { sql } from 'drizzle-orm'
import type { Level, SegmentKind } from '#contract/segmentation/kinds.ts'
import type { Db } from '../../db/client.ts'
import { rowsOf } from '../../engine/query.ts'
import { conflict } from '../../http/errors.ts'
import { targetNames, targetText } from './describe.ts'

/**
 * Two segments of one kind may not apply at the same level to the same outlet, merchant or merchant group at
 * the same time (issue 16 "Bad input"): the resolver would have to pick one by chance. A version applies
 * from its effective moment until a later version of its segment replaces it, so a new version of segment S
 * starting at E collides with another segment's version of the same kind and level that names one of its
 * targets and is in force at E, starts later, or waits for approval. For merchant groups the collision is
 * one merchant in two groups (merchant groups overlap: many-to-many). Refused with 409 naming both segments
 * and the target, on the form's `targetIds`.
 */
export async function checkOverlap(
  db: Db,
  v: {
    segmentId: number | null
    code: string
    name: string
    kind: SegmentKind
    level: Level
    targetIds: readonly number[]
    effectiveFrom: Date
  },
): Promise<void> {
  const targets = v.level === 'DEFAULT' ? [0] : [...v.targetIds]
  if (targets.length === 0) return
  const at = v.effectiveFrom.toISOString()
  const targetList = sql`(${sql.join(
    targets.map((t) => sql`${t}`),
    sql`, `,
  )})`
  const sharedMember =
    v.level === 'MERCHANT_GROUP'
      ? sql`or exists (select 1 from merchant_group_member x join merchant_group_member y on y.merchant_id = x.merchant_id
                         where x.merchant_group_id = a.target_id and y.merchant_group_id in ${targetList})`
      : sql``
  const [hit] = rowsOf(
    await db.execute(sql`
      select s.code, s.name, v.version, a.target_id,
             (select min(y.merchant_group_id) from merchant_group_member x
                join merchant_group_member y on y.merchant_id = x.merchant_id
               where ${v.level === 'MERCHANT_GROUP'} and x.merchant_group_id = a.target_id
                 and y.merchant_group_id in ${targetList}) as mine,
             (select min(x.merchant_id) from merchant_group_member x
                join merchant_group_member y on y.merchant_id = x.merchant_id
               where ${v.level === 'MERCHANT_GROUP'} and x.merchant_group_id = a.target_id
                 and y.merchant_group_id in ${targetList}) as merchant_id
        from segment s
        join segment_version v on v.segment_id = s.id
        join segment_assignment a on a.version_id = v.id and a.level = ${v.level}
       where s.kind = ${v.kind} and s.id <> ${v.segmentId ?? 0}
         and (v.state = 'PROPOSED'
              or (v.state = 'APPROVED' and (v.effective_from > ${at}::timestamptz
                  or v.id = (select c.id from segment_version c where c.segment_id = s.id and c.state = 'APPROVED'
                               and c.effective_from <= ${at}::timestamptz
                             order by c.effective_from desc, c.version desc limit 1))))
         and (a.target_id in ${targetList} ${sharedMember})
       order by s.code limit 1`),
  )
  if (!hit) return
  const targetId = Number(hit.target_id)
  let where: string
  if (v.level === 'MERCHANT_GROUP' && hit.merchant_id !== null && !targets.includes(targetId)) {
    const merchants = await targetNames(db, 'MERCHANT', [Number(hit.merchant_id)])
    const groups = await targetNames(db, 'MERCHANT_GROUP', [targetId, Number(hit.mine)])
    where = `merchant ${merchants.get(Number(hit.merchant_id))}, anggota merchant group ${groups.get(Number(hit.mine))} dan ${groups.get(targetId)}`
  } else where = targetText(v.level, (await targetNames(db, v.level, [targetId])).get(targetId) ?? '')
  const message = `Segmen "${v.name}" (${v.code}) bertabrakan dengan segmen "${hit.name}" (${hit.code}) v${hit.version}: keduanya ${'berjenis sama dan'} berlaku bersamaan untuk ${where}. Pilih penerima lain, atau ubah segmen ${hit.code} lebih dahulu.`
  throw conflict(message, { errors: [{ field: 'targetIds', message }] })
}
