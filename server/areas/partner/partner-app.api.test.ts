import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TRX_KINDS } from '#contract/transactions/catalogue.ts'
import { rowsOf } from '../../engine/query.ts'
import { bannerPng } from '../../files/png.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { rawRows } from '../../test/kits/dashboard-raw.ts'

/** The partner app (issue 16 §5): banners, their preview, partner-app segments, the mapping and its rules. */
let t: TestApp
let admin: string
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.login('superadmin')
})
afterAll(() => t.close())

type Item = Record<string, unknown>
const post = (path: string, body: object, token = admin) => t.call(path, body, token)
const list = async (name: string, body: object = {}, token = admin) => {
  const res = await post(`/${name}/list`, { page: 1, pageSize: 100, ...body }, token)
  expect(res.status).toBe(200)
  return res.body.result.items as Item[]
}
const PNG = Buffer.from(bannerPng([10, 20, 30], [200, 100, 50])).toString('base64')
const hour = 3_600_000
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString()
const banner = (over: object = {}) => ({
  title: 'Banner uji',
  link: 'https://mint.co.id/uji',
  startAt: iso(-hour),
  endAt: '',
  status: 'PUBLISHED',
  externalSegmentIds: [],
  internalSegmentIds: [],
  ...over,
})
async function addBanner(over: object = {}, image = true): Promise<number> {
  const res = await post('/partner-banner/add', banner(over))
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const id = Number(res.body.result.id)
  if (image) {
    const set = await post('/partner-banner/image-set', {
      bannerId: id,
      file: { name: 'b.png', base64: PNG },
    })
    expect(set.status, JSON.stringify(set.body)).toBe(200)
  }
  return id
}
const segment = (code: string, over: object = {}) => ({
  code,
  name: `Segmen ${code}`,
  description: '',
  priority: 5,
  status: 'ACTIVE',
  ...over,
})
async function addSegment(route: string, body: object): Promise<number> {
  const res = await post(`/${route}/add`, body)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return Number(res.body.result.id)
}

describe('banners', () => {
  it('refuses a file that is not an image and one over 2 MB, naming the file', async () => {
    const id = await addBanner({}, false)
    const pdf = await post('/partner-banner/image-set', {
      bannerId: id,
      file: { name: 'x.png', base64: Buffer.from('%PDF-1.4 bukan gambar').toString('base64') },
    })
    expect(pdf.status).toBe(400)
    expect(pdf.body.result.errors[0].field).toBe('file')
    expect(pdf.body.message).toMatch(/harus berupa gambar/)
    const big = Buffer.alloc(2 * 1024 * 1024 + 10)
    Buffer.from(bannerPng([0, 0, 0], [1, 1, 1])).copy(big)
    const over = await post('/partner-banner/image-set', {
      bannerId: id,
      file: { name: 'besar.png', base64: big.toString('base64') },
    })
    expect(over.status).toBe(400)
    expect(over.body.message).toMatch(/melebihi 2 MB/)
    // The image is stored as sent and read back through the banner.
    await post('/partner-banner/image-set', { bannerId: id, file: { name: 'b.png', base64: PNG } })
    const read = await post('/partner-banner/image', { bannerId: id })
    expect(read.body.result.image.base64).toBe(PNG)
    expect(read.body.result.image.mime).toBe('image/png')
  })

  it('refuses an invalid link and an end not after the start', async () => {
    for (const link of [
      'http://mint.co.id',
      'javascript:alert(1)',
      'promo/kopi',
      '//evil.example',
      'https://',
    ])
      expect(
        (await post('/partner-banner/add', banner({ link }))).body.result?.errors?.[0]?.field,
        link,
      ).toBe('link')
    expect((await post('/partner-banner/add', banner({ link: '/promo/kopi' }))).status).toBe(200)
    const res = await post('/partner-banner/add', banner({ startAt: iso(hour), endAt: iso(-hour) }))
    expect(res.status).toBe(400)
    expect(res.body.result.errors[0]).toEqual({
      field: 'endAt',
      message: 'Selesai tayang harus setelah mulai tayang.',
    })
  })

  it('previews exactly the banners in their window, published, with an image, for the segment, in order', async () => {
    const s = await addSegment('partner-segment-internal', segment('INT-UJI-PREV', { minTrxCount: 1 }))
    const other = await addSegment('partner-segment-internal', segment('INT-UJI-LAIN', { minTrxCount: 2 }))
    const mine = await addBanner({ title: 'Untuk segmen', internalSegmentIds: [s] })
    const everyone = await addBanner({ title: 'Untuk semua' })
    await addBanner({ title: 'Draf', status: 'DRAFT' })
    await addBanner({ title: 'Tanpa gambar' }, false)
    const later = await addBanner({ title: 'Nanti', startAt: iso(2 * hour) })
    await addBanner({ title: 'Sudah lewat', startAt: iso(-3 * hour), endAt: iso(-2 * hour) })
    await addBanner({ title: 'Segmen lain', internalSegmentIds: [other] })

    // The oracle: every banner as listed, filtered by the rule written out here.
    const expected = async (segmentIds: number[], at: number) =>
      (await list('partner-banner', { sort: 'sortOrder', dir: 'asc' }))
        .filter(
          (b) =>
            b.status === 'PUBLISHED' &&
            b.hasImage === true &&
            Date.parse(String(b.startAt)) <= at &&
            (b.endAt === null || Date.parse(String(b.endAt)) > at) &&
            [...(b.externalSegmentIds as number[]), ...(b.internalSegmentIds as number[])].every(
              (_, __, all) => all.length === 0 || all.some((id) => segmentIds.includes(id)),
            ),
        )
        .sort((a, b) => Number(a.sortOrder) - Number(b.sortOrder) || Number(a.id) - Number(b.id))
        .map((b) => b.id)
    const preview = async (segmentIds: number[], at?: number) => {
      const res = await post('/partner-banner/preview', {
        segmentIds,
        ...(at ? { at: new Date(at).toISOString() } : {}),
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return (res.body.result.banners as Item[]).map((b) => b.id)
    }
    const now = Date.now()
    const forSegment = await preview([s], now)
    expect(forSegment).toEqual(await expected([s], now))
    expect(forSegment).toContain(mine)
    expect(forSegment).toContain(everyone)
    expect(forSegment).not.toContain(later)
    const noSegment = await preview([])
    expect(noSegment).not.toContain(mine)
    expect(noSegment).toContain(everyone)
    const inThreeHours = now + 3 * hour
    expect(await preview([s], inThreeHours)).toEqual(await expected([s], inThreeHours))
    expect(await preview([s], inThreeHours)).toContain(later)

    // Reordered: the preview follows the new order.
    const reversed = [...(await list('partner-banner', { sort: 'sortOrder', dir: 'desc' }))].map((b) =>
      Number(b.id),
    )
    const res = await post('/partner-banner/reorder', { ids: reversed })
    expect(res.status).toBe(200)
    const after = await preview([s], now)
    expect(after).toEqual(await expected([s], now))
    expect(after.indexOf(everyone)).toBeLessThan(after.indexOf(mine))
  })
})

describe('partner-app segments', () => {
  it('lists each audience on its own route, and refuses a rule without a threshold', async () => {
    const external = await list('partner-segment-external')
    const internal = await list('partner-segment-internal')
    expect(external.length).toBeGreaterThanOrEqual(2)
    expect(internal.length).toBeGreaterThanOrEqual(2)
    expect(new Set(external.map((s) => s.audience))).toEqual(new Set(['EXTERNAL']))
    expect(new Set(internal.map((s) => s.audience))).toEqual(new Set(['INTERNAL']))
    // An internal segment is not a row of the external route.
    expect((await post('/partner-segment-external/detail', { id: internal[0]?.id })).status).toBe(404)
    const none = await post('/partner-segment-internal/add', segment('INT-UJI-KOSONG'))
    expect(none.status).toBe(400)
    expect(none.body.result.errors.map((e: Item) => e.field)).toContain('minTrxCount')
    const dup = await post(
      '/partner-segment-internal/add',
      segment(String(internal[0]?.code), { minTrxCount: 3 }),
    )
    expect(dup.status).toBe(409)
  })

  it("lets mitra read only PTN001's external segments, and write none", async () => {
    const mitra = await t.login('mitra')
    const own = await list('partner-segment-external', {}, mitra)
    expect(own.length).toBeGreaterThan(0)
    expect(new Set(own.map((s) => s.partnerCode))).toEqual(new Set(['PTN001']))
    const all = await list('partner-segment-external')
    const foreign = all.find((s) => s.partnerCode !== 'PTN001')
    expect((await post('/partner-segment-external/detail', { id: foreign?.id }, mitra)).status).toBe(404)
    const [ptn001] = rowsOf(await t.database.db.execute(sql`select id from partner where code = 'PTN001'`))
    const add = await post(
      '/partner-segment-external/add',
      segment('EXT-UJI-MITRA', { partnerId: Number(ptn001?.id) }),
      mitra,
    )
    expect(add.status).toBe(403)
    expect((await post('/partner-segment-internal/list', { page: 1, pageSize: 10 }, mitra)).status).toBe(403)
  })
})

describe('merchant mapping', () => {
  it('refuses a second mapping of one merchant and audience with 409 naming the first', async () => {
    const mapped = (
      await list('partner-segment-member', { filters: { audience: 'EXTERNAL', source: 'MANUAL' } })
    )[0]
    const other = (await list('partner-segment-external')).find((s) => s.id !== mapped?.segmentId)
    const res = await post('/partner-segment-member/add', {
      merchantId: mapped?.merchantId,
      audience: 'EXTERNAL',
      segmentId: other?.id,
    })
    expect(res.status).toBe(409)
    expect(res.body.message).toContain(String(mapped?.segmentName))
    expect(res.body.message).toContain(String(mapped?.merchantName))
    // A segment of the other audience is refused on the field.
    const internal = (await list('partner-segment-internal'))[0]
    const wrong = await post('/partner-segment-member/update', {
      id: mapped?.id,
      merchantId: mapped?.merchantId,
      audience: 'EXTERNAL',
      segmentId: internal?.id,
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.result.errors[0].field).toBe('segmentId')
  })

  it('applies the internal rules from the rollups exactly as the raw transactions say, manual winning', async () => {
    const db = t.database.db
    // A rule most merchants with any sale meet, so the set is not empty.
    await addSegment('partner-segment-internal', segment('INT-UJI-SATU', { minTrxCount: 1, priority: 1 }))
    // A merchant put in a segment by hand stays there whatever the rules say.
    const anyMerchant = rowsOf(
      await db.execute(sql`select merchant_id from trx_daily_live where status = 'SUCCESS'
        and day between (now() at time zone 'Asia/Jakarta')::date - 30 and (now() at time zone 'Asia/Jakarta')::date - 1
        and merchant_id not in (select merchant_id from partner_segment_member where audience = 'INTERNAL')
        limit 1`),
    )[0]
    const manualSegment = await addSegment(
      'partner-segment-internal',
      segment('INT-UJI-MANUAL', { minTrxAmount: 999_999_999_999, priority: 9 }),
    )
    expect(anyMerchant).toBeDefined()
    const manual = await post('/partner-segment-member/add', {
      merchantId: Number(anyMerchant?.merchant_id),
      audience: 'INTERNAL',
      segmentId: manualSegment,
    })
    expect(manual.status, JSON.stringify(manual.body)).toBe(200)

    const preview = await post('/partner-segment-member/apply-rules', { dryRun: true })
    expect(preview.status).toBe(200)
    const applied = await post('/partner-segment-member/apply-rules', { dryRun: false })
    expect(applied.status).toBe(200)
    expect(applied.body.result).toEqual({ ...preview.body.result, applied: true })
    // Applying again changes nothing.
    const again = await post('/partner-segment-member/apply-rules', { dryRun: true })
    expect(again.body.result).toMatchObject({ joined: 0, left: 0, members: applied.body.result.members })

    // The oracle: the raw transaction tables over the same WIB days, every kind but deposits.
    const [window] = rowsOf(
      await db.execute(sql`select ((now() at time zone 'Asia/Jakarta')::date - 30)::text as "from",
        ((now() at time zone 'Asia/Jakarta')::date)::text as "to"`),
    )
    const where = sql`r.status = 'SUCCESS'
      and (r.created_at at time zone 'Asia/Jakarta')::date >= ${window?.from}::date
      and (r.created_at at time zone 'Asia/Jakarta')::date < ${window?.to}::date`
    const raw = rowsOf(
      await db.execute(sql`select r.merchant_id, count(*)::int8 as n, sum(r.amount)::int8 as amount
        from ${rawRows(
          TRX_KINDS.filter((k) => k !== 'DEPOSIT'),
          where,
        )} group by r.merchant_id`),
    )
    const segments = (await list('partner-segment-internal'))
      .filter((s) => s.status === 'ACTIVE')
      .sort((a, b) => Number(a.priority) - Number(b.priority) || String(a.code).localeCompare(String(b.code)))
    const manualInternal = new Set(
      (await list('partner-segment-member', { filters: { audience: 'INTERNAL', source: 'MANUAL' } })).map(
        (m) => Number(m.merchantId),
      ),
    )
    const expected = new Map<number, number>()
    for (const r of raw) {
      const merchantId = Number(r.merchant_id)
      if (manualInternal.has(merchantId)) continue
      const s = segments.find(
        (s) =>
          (s.minTrxCount === null || Number(r.n) >= Number(s.minTrxCount)) &&
          (s.minTrxAmount === null || Number(r.amount) >= Number(s.minTrxAmount)),
      )
      if (s) expected.set(merchantId, Number(s.id))
    }
    const actual = new Map(
      rowsOf(
        await db.execute(sql`select merchant_id, segment_id from partner_segment_member
          where audience = 'INTERNAL' and source = 'RULE'`),
      ).map((r) => [Number(r.merchant_id), Number(r.segment_id)]),
    )
    expect(expected.size).toBeGreaterThan(0)
    expect(actual).toEqual(expected)
    expect(applied.body.result.members).toBe(expected.size)
    // Manual won: the merchant kept its hand-made mapping.
    const kept = await list('partner-segment-member', {
      filters: { audience: 'INTERNAL', source: 'MANUAL', internalSegmentId: manualSegment },
    })
    expect(kept.map((m) => m.merchantId)).toEqual([Number(anyMerchant?.merchant_id)])
  })
})
