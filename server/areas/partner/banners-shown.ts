import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { shownBannerSchema } from '#contract/partner/app-banner.ts'
import type { Db } from '../../db/client.ts'
import { partnerBanner } from '../../db/schema/index.ts'
import { rowsOf } from '../../engine/query.ts'

/**
 * What the MINT Partner app's home screen shows a merchant (issue 16 §5): the ONE definition, which the page's
 * preview (/partner-banner/preview) answers and the app's own call would. A banner is shown when it is
 * published, has its image, `at` lies in its window (from `start_at`, before `end_at` when it has one) and it
 * names no segment (everyone) or one of the merchant's partner-app segments; in its order, then by id.
 */
export async function bannersShown(
  db: Db,
  o: { segmentIds: readonly number[]; at: Date },
): Promise<z.infer<typeof shownBannerSchema>[]> {
  const segments = `{${o.segmentIds.map((id) => Math.trunc(id)).join(',')}}`
  const rows = rowsOf(
    await db.execute(sql`select b.id, b.title, b.link, b.image_file_id::text as image_id
      from ${partnerBanner} b
     where b.status = 'PUBLISHED' and b.image_file_id is not null
       and b.start_at <= ${o.at.toISOString()}::timestamptz
       and (b.end_at is null or b.end_at > ${o.at.toISOString()}::timestamptz)
       and (cardinality(b.segment_ids) = 0 or b.segment_ids && ${segments}::int[])
     order by b.sort_order, b.id`),
  )
  return rows.map((r) => ({
    id: Number(r.id),
    title: String(r.title),
    link: String(r.link),
    imageId: String(r.image_id),
  }))
}
