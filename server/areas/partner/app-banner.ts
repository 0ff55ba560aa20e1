import { sql } from 'drizzle-orm'
import {
  BANNER_IMAGE_MAX_BYTES,
  type bannerImageGet,
  type bannerImageSet,
  type bannerPreview,
  type bannerReorder,
} from '#contract/partner/app-banner.ts'
import { partnerArea } from '#contract/partner/index.ts'
import { authOf } from '../../access/enforce.ts'
import type { Db } from '../../db/client.ts'
import { partnerAppSegment, partnerBanner } from '../../db/schema/index.ts'
import type { EndpointHandler } from '../../engine/endpoint.ts'
import { rowsOf } from '../../engine/query.ts'
import { lastOf, reorder } from '../../engine/reorder.ts'
import { type Row, serverResource, type WriteContext } from '../../engine/resource.ts'
import { type ImageOwner, readOwnedImage, setOwnedImage } from '../../files/owned-image.ts'
import { forbidden, notFound } from '../../http/errors.ts'
import { readByEveryScope } from '../corporate/scope.ts'
import { fieldError } from '../corporate/write-checks.ts'
import { bannersShown } from './banners-shown.ts'

/**
 * The MINT Partner app's home-screen banners (issue 16 §5; contract/partner/app-banner.ts). Rows no client owns:
 * read by every holder of the feature, written by users scoped to everything. The image goes through the file
 * store (server/files/owned-image.ts, 2 MB, images only), the order through /partner-banner/reorder, and what the
 * app shows through the one function of banners-shown.ts.
 */

/** The banner's segments of one audience, as the form's two multi-selects hold them. */
const segmentsOf = (audience: 'EXTERNAL' | 'INTERNAL') =>
  sql<number[]>`array(select s.id from ${partnerAppSegment} s
    where s.id = any(${partnerBanner.segmentIds}) and s.audience = ${audience} order by s.id)`

/** An int[] literal of validated ids. */
const intArray = (ids: readonly number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`

/** Each id must be a segment of the audience of its field. */
async function checkSegments(
  ctx: WriteContext,
  ids: number[],
  audience: 'EXTERNAL' | 'INTERNAL',
  field: string,
) {
  if (ids.length === 0) return
  const [row] = rowsOf(
    await ctx.db.execute(sql`select count(*)::int as n from ${partnerAppSegment}
      where id = any(${intArray(ids)}) and audience = ${audience}`),
  )
  if (Number(row?.n) !== new Set(ids).size)
    throw fieldError(
      field,
      `Segmen ${audience === 'EXTERNAL' ? 'eksternal' : 'internal'} yang dipilih tidak ditemukan.`,
    )
}

export const partnerBannerResource = serverResource({
  def: partnerArea.resources.partnerBanner,
  table: partnerBanner,
  select: {
    imageId: sql<string | null>`${partnerBanner.imageFileId}::text`,
    hasImage: sql<boolean>`${partnerBanner.imageFileId} is not null`,
    externalSegmentIds: segmentsOf('EXTERNAL'),
    internalSegmentIds: segmentsOf('INTERNAL'),
    segments: sql<string>`case when cardinality(${partnerBanner.segmentIds}) = 0 then 'Semua merchant'
      else (select string_agg(s.name, ', ' order by s.audience, s.priority, s.name) from ${partnerAppSegment} s
             where s.id = any(${partnerBanner.segmentIds})) end`,
  },
  search: [partnerBanner.title, partnerBanner.link],
  scope: readByEveryScope,
  async toValues(input: Row, ctx) {
    const external = (input.externalSegmentIds as number[] | undefined) ?? []
    const internal = (input.internalSegmentIds as number[] | undefined) ?? []
    await checkSegments(ctx, external, 'EXTERNAL', 'externalSegmentIds')
    await checkSegments(ctx, internal, 'INTERNAL', 'internalSegmentIds')
    const values: Row = {
      title: input.title,
      link: input.link,
      startAt: input.startAt,
      endAt: input.endAt ? input.endAt : null,
      status: input.status,
      segmentIds: intArray([...new Set([...external, ...internal])]),
    }
    return ctx.before ? values : { ...values, sortOrder: lastOf(sql`partner_banner`) }
  },
})

const owner = (id: number): ImageOwner => ({
  table: sql`${partnerBanner}`,
  id,
  entity: 'partner-banner',
  label: 'gambar banner',
  maxBytes: BANNER_IMAGE_MAX_BYTES,
})

async function bannerExists(db: Db, id: number) {
  const [row] = rowsOf(await db.execute(sql`select id from ${partnerBanner} where id = ${id}`))
  if (!row) throw notFound('Banner tidak ditemukan.')
}

export const readBannerImage =
  (db: Db): EndpointHandler<typeof bannerImageGet> =>
  async (request) => {
    await bannerExists(db, request.body.bannerId)
    return { image: await readOwnedImage(db, owner(request.body.bannerId)) }
  }

export const setBannerImage =
  (db: Db): EndpointHandler<typeof bannerImageSet> =>
  async (request) => {
    if (authOf(request).userTypeLevel !== 'ALL')
      throw forbidden('Hanya pengguna dengan cakupan semua data yang dapat mengubah banner.')
    await bannerExists(db, request.body.bannerId)
    return { imageId: await setOwnedImage(db, request, owner(request.body.bannerId), request.body.file) }
  }

export const reorderBanners = (db: Db): EndpointHandler<typeof bannerReorder> =>
  reorder(db, { table: 'partner_banner', parent: null, label: 'banner' }) as never

export const previewBanners =
  (db: Db): EndpointHandler<typeof bannerPreview> =>
  async (request) => {
    const ids = [...new Set(request.body.segmentIds)]
    if (ids.length > 0) {
      const found = rowsOf(
        await db.execute(sql`select audience from ${partnerAppSegment} where id = any(${intArray(ids)})`),
      )
      if (found.length !== ids.length) throw notFound('Segmen tidak ditemukan.')
      if (new Set(found.map((r) => r.audience)).size !== found.length)
        throw fieldError(
          'segmentIds',
          'Merchant hanya punya satu segmen per jenis: pilih satu eksternal dan/atau satu internal.',
        )
    }
    const at = request.body.at ? new Date(request.body.at) : new Date()
    return { at: at.toISOString(), banners: await bannersShown(db, { segmentIds: ids, at }) }
  }
