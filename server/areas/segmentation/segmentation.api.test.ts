import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../engine/query.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { LOOKUP_REUSE_MS, loadLookupsReused } from './describe.ts'

/**
 * Segmentation (issue 16): segments as versioned settings, the effective configuration with its reasons,
 * maker-checker on money kinds, overlap and limit refusals, scope and audit, and the impact preview.
 */

let t: TestApp
let admin: string
let supervisor: string
let ops: string

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.SEG_LOG ?? '' })
  admin = await t.login('superadmin')
  supervisor = await t.login('supervisor')
  ops = await t.login('opsretail')
})
afterAll(() => t.close())

const q = async (text: string) => rowsOf(await t.database.db.execute(sql.raw(text)))
const one = async (text: string) => (await q(text))[0] as Record<string, unknown>
const errorsOf = (body: { result?: { errors?: { field: string; message: string }[] } }) =>
  body.result?.errors ?? []
const wibDay = (offsetDays: number) =>
  new Date(Date.now() + 7 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10)

type Kind = {
  kind: string
  reason: { code: string; version: number; level: string; text: string } | null
  lines: { label: string; value: string }[]
}
const effective = async (merchantId: number, token = admin, extra: object = {}) => {
  const res = await t.call('/segmentation/effective', { merchantId, ...extra }, token)
  return res
}
const kindOf = (body: { result: { kinds: Kind[] } }, kind: string) =>
  body.result.kinds.find((k) => k.kind === kind)

/** A CLT002 merchant in no merchant group, so only the default and its own segments name it. */
let loner: { id: number; name: string }
let tierAMember: number

beforeAll(async () => {
  const m = await one(`select m.id, m.name from merchant m join client c on c.id = m.client_id
    where c.code = 'CLT002' and not exists (select 1 from merchant_group_member g where g.merchant_id = m.id)
      and not exists (select 1 from segment_assignment a where a.level = 'MERCHANT' and a.target_id = m.id)
    order by m.id limit 1`)
  loner = { id: Number(m.id), name: String(m.name) }
  const g =
    await one(`select g.merchant_id from merchant_group_member g join merchant_group mg on mg.id = g.merchant_group_id
    where mg.code = 'MG-CLT001-A' order by g.merchant_id limit 1`)
  tierAMember = Number(g.merchant_id)
})

const prepaidDefaults = async () =>
  String(
    (
      await one(`select string_agg(x, ', ') as s from segment s join segment_version v on v.segment_id = s.id,
      jsonb_array_elements_text(v.settings -> 'schemes') x where s.code = 'DEFAULT-BILLER-PREPAID' and v.version = 1`)
    ).s,
  )

const prepaidForm = async (over: Record<string, unknown> = {}) => ({
  code: 'BPR-UJI',
  name: 'Biller Prabayar Uji',
  effectiveFrom: wibDay(0),
  level: 'MERCHANT',
  targetIds: [loner.id],
  note: 'Admin token PLN khusus',
  schemes: (await prepaidDefaults())
    .split(', ')
    .filter((c) => !c.startsWith('ADM-PLNPRA'))
    .concat('ADM-PLNPRA-TIERA')
    .join(', '),
  limitPerTrx: 2_000_000,
  limitPerDay: 20_000_000,
  ...over,
})

describe('seeded segments and the effective configuration', () => {
  it('every kind but sharing fee has a default segment for every merchant; the demo differentiates some', async () => {
    const rows = await q(`select code from segment order by code`)
    const codes = rows.map((r) => r.code)
    expect(codes).toEqual(
      expect.arrayContaining([
        'DEFAULT-RETAIL',
        'DEFAULT-BILLER-PREPAID',
        'DEFAULT-APPS-FEATURE',
        'BPR-TIERA',
        'ATM-PRIO',
        'MDR-KORP',
      ]),
    )
    expect(codes).not.toContain('DEFAULT-SHARING-FEE')
  })

  it('names the segment, version and level of each value: the group’s v2 for a tier A merchant, the default otherwise', async () => {
    const a = await effective(tierAMember)
    expect(a.status).toBe(200)
    const prepaid = kindOf(a.body, 'BILLER_PREPAID')
    expect(prepaid?.reason).toMatchObject({ code: 'BPR-TIERA', version: 2, level: 'MERCHANT_GROUP' })
    expect(prepaid?.reason?.text).toMatch(
      /^dari segmen Biller Prabayar Warung Tier A v2 \(merchant group Warung Mitra Tier A/,
    )
    expect(prepaid?.lines.find((l) => l.label.includes('Admin token PLN warung tier A'))?.value).toMatch(
      /^Rp\s?2\.000/,
    )
    const b = await effective(loner.id)
    expect(kindOf(b.body, 'BILLER_PREPAID')?.reason).toMatchObject({
      code: 'DEFAULT-BILLER-PREPAID',
      level: 'DEFAULT',
    })
    expect(kindOf(b.body, 'SHARING_FEE')?.reason).toBeNull()
  })

  it('resolves at a moment: before 1 October 2026 (WIB) the tier A group had v1', async () => {
    const before = await effective(tierAMember, admin, { at: '2026-09-30T16:59:59Z' })
    expect(kindOf(before.body, 'BILLER_PREPAID')?.reason?.version).toBe(1)
    const after = await effective(tierAMember, admin, { at: '2026-09-30T17:00:00Z' })
    expect(kindOf(after.body, 'BILLER_PREPAID')?.reason?.version).toBe(2)
  })

  it('priced the demo’s transactions with it: tier A paid Rp2.000 admin on PLN tokens after 1 October, others Rp2.500', async () => {
    const rows =
      await q(`select (b.merchant_id in (select g.merchant_id from merchant_group_member g join merchant_group mg
        on mg.id = g.merchant_group_id where mg.code = 'MG-CLT001-A')) as tier_a, b.fee::int as fee, count(*)::int as n
      from trx_biller b where b.status = 'SUCCESS' and b.product_code like 'PLNPRA%' and b.created_at >= '2026-09-30T17:00:00Z'
      group by 1, 2`)
    for (const r of rows) expect(r.fee).toBe(r.tier_a ? 2_000 : 2_500)
    expect(rows.some((r) => !r.tier_a)).toBe(true)
  })

  it('is scoped: a client user reads its own merchants and gets 404 for another client’s', async () => {
    const own = await one(
      `select m.id from merchant m join client c on c.id = m.client_id where c.code = 'CLT001' order by m.id limit 1`,
    )
    expect((await effective(Number(own.id), ops)).status).toBe(200)
    const res = await effective(loner.id, ops)
    expect(res.status).toBe(404)
    expect(res.body.message).toMatch(/di luar cakupan/)
  })

  it('refuses an outlet of another merchant', async () => {
    const o = await one(`select id from outlet where merchant_id <> ${loner.id} order by id limit 1`)
    expect((await effective(loner.id, admin, { outletId: Number(o.id) })).status).toBe(404)
  })
})

describe('a money change is proposed by one user and approved by another', () => {
  let segmentId: number
  let versionId: number

  it('a new prepaid segment is saved as a proposal that prices nothing yet', async () => {
    const res = await t.call('/segmentation/biller-prepaid/add', await prepaidForm(), admin)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.message).toMatch(/menunggu persetujuan/)
    expect(res.body.result).toMatchObject({ state: 'PENDING', pendingVersion: 1, version: null })
    segmentId = res.body.result.id
    versionId = res.body.result.pendingVersionId
    expect(kindOf((await effective(loner.id)).body, 'BILLER_PREPAID')?.reason?.code).toBe(
      'DEFAULT-BILLER-PREPAID',
    )
  })

  it('the maker cannot approve it (403); a change while it waits is refused (409)', async () => {
    const own = await t.call('/segmentation/approve', { versionId }, admin)
    expect(own.status).toBe(403)
    expect(own.body.message).toBe(
      'Disetujui oleh pengusul usulan segmen tidak diizinkan: minta pengguna lain.',
    )
    const row = (await t.call('/segmentation/biller-prepaid/detail', { id: segmentId }, admin)).body.result
    const edit = await t.call(
      '/segmentation/biller-prepaid/update',
      { ...(await prepaidForm()), id: segmentId },
      admin,
    )
    expect(edit.status).toBe(409)
    expect(edit.body.message).toMatch(/menunggu persetujuan/)
    expect(row.state).toBe('PENDING')
  })

  it('the impact preview of the proposal counts the one merchant and its outlets', async () => {
    const res = await t.call('/segmentation/impact', { versionId }, supervisor)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const outlets = await one(`select count(*)::int as n from outlet where merchant_id = ${loner.id}`)
    expect(res.body.result).toMatchObject({ merchants: 1, gained: 1, lost: 0, outlets: Number(outlets.n) })
    expect(res.body.result.fees).not.toBeNull()
  })

  it('another user approves it; the merchant’s configuration then names it, with its reason', async () => {
    const res = await t.call('/segmentation/approve', { versionId, note: 'Sesuai memo 12/2026' }, supervisor)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.result).toMatchObject({
      state: 'APPROVED',
      status: 'ACTIVE',
      decidedBy: 'supervisor',
      proposedBy: 'superadmin',
    })
    const prepaid = kindOf((await effective(loner.id)).body, 'BILLER_PREPAID')
    expect(prepaid?.reason).toMatchObject({ code: 'BPR-UJI', version: 1, level: 'MERCHANT' })
    expect(prepaid?.reason?.text).toBe(
      `dari segmen Biller Prabayar Uji v1 (merchant ${prepaid?.reason?.text.match(/merchant (.*)\)$/)?.[1]})`,
    )
    expect(prepaid?.lines).toContainEqual({
      label: 'Limit per hari',
      value: expect.stringMatching(/20\.000\.000/),
    })
  })

  it('approving again, or rejecting an approved version, is 409 saying who decided', async () => {
    const again = await t.call('/segmentation/approve', { versionId }, supervisor)
    expect(again.status).toBe(409)
    expect(again.body.message).toMatch(
      /^Usulan segmen ini berstatus Disetujui \(supervisor, .+\): tidak dapat disetujui\. Catatan: Sesuai memo 12\/2026\.?$/,
    )
    expect((await t.call('/segmentation/reject', { versionId, note: 'Batal' }, supervisor)).status).toBe(409)
  })

  it('a rejected proposal cannot be approved; rejecting needs a note', async () => {
    const form = await prepaidForm({ limitPerDay: 30_000_000, note: 'Naikkan limit harian' })
    const res = await t.call('/segmentation/biller-prepaid/update', { ...form, id: segmentId }, supervisor)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const pending = res.body.result.pendingVersionId as number
    const noNote = await t.call('/segmentation/reject', { versionId: pending, note: '' }, admin)
    expect(noNote.status).toBe(400)
    expect(errorsOf(noNote.body)[0]?.message).toBe('Alasan penolakan wajib diisi.')
    expect(
      (
        await t.call(
          '/segmentation/reject',
          { versionId: pending, note: 'Limit belum disetujui risiko' },
          admin,
        )
      ).status,
    ).toBe(200)
    const late = await t.call('/segmentation/approve', { versionId: pending }, admin)
    expect(late.status).toBe(409)
    expect(late.body.message).toMatch(
      /berstatus Ditolak \(superadmin, .+\): tidak dapat disetujui\. Catatan: Limit belum disetujui risiko/,
    )
  })

  it('the history lists every version, newest first, with who did what and the diff', async () => {
    const res = await t.call('/segmentation/versions', { segmentId }, admin)
    expect(res.status).toBe(200)
    const [v2, v1] = res.body.result.versions
    expect(v2).toMatchObject({
      version: 2,
      status: 'REJECTED',
      proposedBy: 'supervisor',
      decidedBy: 'superadmin',
    })
    expect(v2.diff).toContainEqual({
      label: 'Limit per hari',
      before: expect.stringMatching(/20\.000\.000/),
      after: expect.stringMatching(/30\.000\.000/),
    })
    expect(v1).toMatchObject({ version: 1, status: 'ACTIVE', decisionNote: 'Sesuai memo 12/2026' })
  })

  it('writes audit entries for the proposal and the decisions', async () => {
    const rows = await q(
      `select action, actor_username from audit_log where entity = 'segment_version' order by id`,
    )
    expect(rows.map((r) => `${r.action}:${r.actor_username}`)).toEqual(
      expect.arrayContaining([
        'PROPOSE:superadmin',
        'APPROVE:supervisor',
        'PROPOSE:supervisor',
        'REJECT:superadmin',
      ]),
    )
  })

  it('a version effective tomorrow is approved but not applied today', async () => {
    const form = await prepaidForm({
      effectiveFrom: wibDay(1),
      limitPerTrx: 3_000_000,
      limitPerDay: 30_000_000,
    })
    const res = await t.call('/segmentation/biller-prepaid/update', { ...form, id: segmentId }, admin)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const ok = await t.call(
      '/segmentation/approve',
      { versionId: res.body.result.pendingVersionId },
      supervisor,
    )
    expect(ok.body.result.status).toBe('SCHEDULED')
    expect(ok.body.message).toMatch(/akan berlaku mulai/)
    const now = kindOf((await effective(loner.id)).body, 'BILLER_PREPAID')
    expect(now?.reason?.version).toBe(1)
    const tomorrow = kindOf(
      (await effective(loner.id, admin, { at: `${wibDay(1)}T00:00:00+07:00` })).body,
      'BILLER_PREPAID',
    )
    expect(tomorrow?.reason?.version).toBe(3)
  })
})

describe('bad input', () => {
  it('two segments of one kind and level for one merchant at once: 409 naming both', async () => {
    const res = await t.call(
      '/segmentation/biller-prepaid/add',
      await prepaidForm({ code: 'BPR-DUA', name: 'Biller Prabayar Dua' }),
      admin,
    )
    expect(res.status).toBe(409)
    expect(res.body.message).toMatch(/"Biller Prabayar Dua" \(BPR-DUA\).*"Biller Prabayar Uji" \(BPR-UJI\)/)
    expect(errorsOf(res.body)[0]?.field).toBe('targetIds')
  })

  it('merchant groups sharing a merchant collide, naming the merchant and both groups', async () => {
    const other =
      await one(`select g2.id from merchant_group g1 join merchant_group_member a on a.merchant_group_id = g1.id
      join merchant_group_member b on b.merchant_id = a.merchant_id join merchant_group g2 on g2.id = b.merchant_group_id
      where g1.code = 'MG-CLT001-A' and g2.id <> g1.id limit 1`)
    if (!other) return
    const res = await t.call(
      '/segmentation/biller-prepaid/add',
      await prepaidForm({
        code: 'BPR-GRUP',
        name: 'Biller Prabayar Grup',
        level: 'MERCHANT_GROUP',
        targetIds: [Number(other.id)],
      }),
      admin,
    )
    expect(res.status).toBe(409)
    expect(res.body.message).toMatch(/BPR-TIERA.*merchant .*anggota merchant group/)
  })

  it('a negative limit, or a daily limit below the per-transaction one, gets field messages', async () => {
    const neg = await t.call(
      '/segmentation/biller-prepaid/add',
      await prepaidForm({ code: 'BPR-X', limitPerTrx: -1 }),
      admin,
    )
    expect(neg.status).toBe(400)
    expect(errorsOf(neg.body)).toContainEqual({
      field: 'limitPerTrx',
      message: 'Limit per transaksi tidak boleh negatif.',
    })
    const low = await t.call(
      '/segmentation/biller-prepaid/add',
      await prepaidForm({ code: 'BPR-X', limitPerTrx: 5_000_000, limitPerDay: 1_000_000 }),
      admin,
    )
    expect(low.status).toBe(400)
    expect(errorsOf(low.body)[0]).toMatchObject({
      field: 'limitPerDay',
      message: expect.stringMatching(/tidak boleh lebih kecil dari limit per transaksi/),
    })
  })

  it('a day before today is refused: changes never apply retroactively', async () => {
    const res = await t.call(
      '/segmentation/biller-prepaid/add',
      await prepaidForm({ code: 'BPR-X', effectiveFrom: wibDay(-1) }),
      admin,
    )
    expect(res.status).toBe(400)
    expect(errorsOf(res.body)[0]?.field).toBe('effectiveFrom')
  })

  it('unknown schemes, or schemes of another kind, are refused on the field', async () => {
    const unknown = await t.call(
      '/segmentation/biller-prepaid/add',
      await prepaidForm({ code: 'BPR-X', schemes: 'ADM-TIDAK-ADA' }),
      admin,
    )
    expect(errorsOf(unknown.body)[0]).toEqual({
      field: 'schemes',
      message: 'Skema tidak dikenal atau nonaktif: ADM-TIDAK-ADA.',
    })
    const postpaid = await t.call(
      '/segmentation/biller-prepaid/add',
      await prepaidForm({ code: 'BPR-X', schemes: 'ADM-PLNPASCA' }),
      admin,
    )
    expect(errorsOf(postpaid.body)[0]?.message).toMatch(/bukan untuk segmen biller prabayar: ADM-PLNPASCA/)
  })

  it('QRIS: a segment without the micro-business MDR or above Bank Indonesia’s rate is refused, as one charging the payer', async () => {
    const base = {
      code: 'MDR-X',
      name: 'MDR Uji',
      effectiveFrom: wibDay(0),
      level: 'MERCHANT',
      targetIds: [loner.id],
      limitPerTrx: null,
      limitPerDay: null,
    }
    const noMicro = await t.call(
      '/segmentation/retail/add',
      { ...base, schemes: 'MDR-QRIS, MDR-DEBIT' },
      admin,
    )
    expect(noMicro.status).toBe(400)
    expect(errorsOf(noMicro.body)[0]?.message).toMatch(
      /MDR QRIS untuk usaha mikro melebihi ketentuan Bank Indonesia/,
    )
    await q(`insert into fee_scheme (code, label, component, bearer, type, bps, kind, payment_methods, valid_from)
      values ('MDR-QRIS-PAYER', 'MDR QRIS dibebankan pelanggan', 'MDR', 'CUSTOMER', 'PERCENT', 70, 'RETAIL', '{QRIS}', '2020-01-01')`)
    const payer = await t.call(
      '/segmentation/retail/add',
      { ...base, schemes: 'MDR-QRIS-UMI, MDR-QRIS-PAYER' },
      admin,
    )
    // The fee masters refuse such a scheme (contract/fees/schemes.ts); one written around them is refused here too.
    await q(`delete from fee_scheme where code = 'MDR-QRIS-PAYER'`)
    expect(errorsOf(payer.body)[0]?.message).toBe(
      'MDR QRIS tidak boleh dibebankan ke pelanggan (Bank Indonesia): skema MDR-QRIS-PAYER.',
    )
    const fine = await t.call(
      '/segmentation/retail/add',
      { ...base, schemes: 'MDR-QRIS-UMI, MDR-QRIS, MDR-DEBIT' },
      admin,
    )
    expect(fine.status, JSON.stringify(fine.body)).toBe(200)
  })

  it('a segment that ever priced is not deleted; one that only proposed can be', async () => {
    const used = await one(`select id from segment where code = 'BPR-TIERA'`)
    const refused = await t.call('/segmentation/biller-prepaid/delete', { ids: [Number(used.id)] }, admin)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(/versi yang pernah disetujui/)
    const proposal = await t.call(
      '/segmentation/topup/add',
      {
        code: 'TOPUP-UJI',
        name: 'Topup Uji',
        effectiveFrom: wibDay(0),
        level: 'MERCHANT',
        targetIds: [loner.id],
        schemes: 'TOPUP-ONUS, TOPUP-OFFUS',
        limitPerTrx: null,
        limitPerDay: null,
      },
      admin,
    )
    expect(proposal.status, JSON.stringify(proposal.body)).toBe(200)
    expect(
      (await t.call('/segmentation/topup/delete', { ids: [proposal.body.result.id] }, admin)).status,
    ).toBe(200)
  })

  it('a user not scoped to all data changes no segment and decides nothing', async () => {
    const pending = await one(`select v.id from segment_version v where v.state = 'PROPOSED' limit 1`)
    const res = await t.call('/segmentation/approve', { versionId: Number(pending.id) }, ops)
    expect([403]).toContain(res.status)
  })
})

describe('impact preview of a draft', () => {
  it('counts the tier A members that the group segment decides and compares 30 days of fees', async () => {
    const seg = await one(`select id from segment where code = 'BPR-TIERA'`)
    const group = await one(`select id from merchant_group where code = 'MG-CLT001-A'`)
    const members =
      await one(`select count(*)::int as n from merchant_group_member where merchant_group_id = ${group.id}
      and merchant_id not in (select target_id from segment_assignment a join segment_version v on v.id = a.version_id
        join segment s on s.id = v.segment_id where s.kind = 'BILLER_PREPAID' and a.level = 'MERCHANT' and v.state = 'APPROVED')`)
    const res = await t.call(
      '/segmentation/impact',
      {
        kind: 'BILLER_PREPAID',
        segmentId: Number(seg.id),
        level: 'MERCHANT_GROUP',
        targetIds: [Number(group.id)],
        schemes: await prepaidDefaults(),
      },
      admin,
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.result.merchants).toBe(Number(members.n))
    expect(res.body.result.gained).toBe(0)
    const fees = res.body.result.fees
    // Back to Rp2.500 on PLN tokens: the fees would have been higher.
    if (fees.trxCount > 0) expect(fees.after).toBeGreaterThanOrEqual(fees.before)
  })

  it('needs the kind and level of a draft', async () => {
    const res = await t.call('/segmentation/impact', { schemes: 'X' }, admin)
    expect(res.status).toBe(400)
  })
})

describe('the names of the effective configuration', () => {
  it('are read once per set and day for LOOKUP_REUSE_MS, then read again', async () => {
    const settings = [{ schemes: ['ADM-PLNPRA-20'] }, { featureIds: [1] }]
    const now = Date.now()
    const first = await loadLookupsReused(t.database.db, settings, '2026-11-29', now)
    // The same set (in another order) within the window: the same names, not read again.
    const again = await loadLookupsReused(t.database.db, [...settings].reverse(), '2026-11-29', now + 1_000)
    expect(again).toBe(first)
    // Another day, or after the window: read again.
    expect(await loadLookupsReused(t.database.db, settings, '2026-11-30', now + 1_000)).not.toBe(first)
    const later = await loadLookupsReused(t.database.db, settings, '2026-11-29', now + LOOKUP_REUSE_MS + 1)
    expect(later).not.toBe(first)
    expect([...later.schemes.keys()]).toEqual([...first.schemes.keys()])
  })
})
