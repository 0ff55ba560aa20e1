import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../engine/query.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { auditSince, lastAuditId, makeAccount } from '../../test/kits/account.ts'

/**
 * Pendaftaran partner (issue 16 §5): approving creates (or activates) the partner and mails the applicant,
 * rejecting needs a reason that is mailed; each application is decided once (409 with what was decided).
 */

let t: TestApp
let admin = ''
const one = async (text: string) => rowsOf(await t.database.db.execute(sql.raw(text)))
const pending = async () =>
  (await t.call('/partner-registration/list', { filters: { status: 'PENDING' }, pageSize: 100 }, admin)).body
    .result.items as { id: number; companyName: string; picEmail: string; registrationNo: string }[]
const mailTo = async (to: string) =>
  (await one(`select subject, body_text from mail_outbox where "to" = '${to}' order by id desc limit 1`))[0]

beforeAll(async () => {
  t = await createTestApp()
  admin = await t.login('superadmin')
})
afterAll(() => t.close())

describe('partner registrations', () => {
  it('lists the seeded applications with their statuses', async () => {
    const all = await t.call('/partner-registration/list', { pageSize: 100 }, admin)
    expect(all.status).toBe(200)
    const statuses = (all.body.result.items as { status: string }[]).map((r) => r.status)
    expect(statuses.filter((s) => s === 'PENDING').length).toBeGreaterThanOrEqual(5)
    expect(statuses).toContain('APPROVED')
    expect(statuses).toContain('REJECTED')
  })

  it('approving creates the partner, mails the applicant, is audited; a second decision is 409', async () => {
    const [reg] = (await pending()).filter((r) => r.companyName === 'PT Energi Bayar Nusantara')
    if (!reg) throw new Error('no seeded application')
    const since = await lastAuditId(t)
    const res = await t.call('/partner-registration/approve', { id: reg.id }, admin)
    expect(res.status, res.body.message).toBe(200)
    const code = res.body.result.partnerCode as string
    expect(code).toMatch(/^PTN\d{3}$/)
    const [made] = await one(`select name, status, type from partner where code = '${code}'`)
    expect(made).toEqual({ name: 'PT Energi Bayar Nusantara', status: 'ACTIVE', type: 'BILLER' })
    const mail = await mailTo(reg.picEmail)
    expect(mail?.subject).toContain('disetujui')
    expect(String(mail?.body_text)).toContain(code)
    expect(await auditSince(t, since, 'APPROVE')).toHaveLength(1)
    const detail = await t.call('/partner-registration/detail', { id: reg.id }, admin)
    expect(detail.body.result).toMatchObject({
      status: 'APPROVED',
      partnerCode: code,
      decidedBy: 'superadmin',
    })

    const again = await t.call('/partner-registration/approve', { id: reg.id }, admin)
    expect(again.status).toBe(409)
    expect(again.body.message).toMatch(
      /^Pendaftaran partner ini berstatus Disetujui \(superadmin, .+\): tidak dapat disetujui\. Diputuskan oleh superadmin pada .+\.$/,
    )
    const reject = await t.call(
      '/partner-registration/reject',
      { id: reg.id, reason: 'Dokumen belum lengkap.' },
      admin,
    )
    expect(reject.status).toBe(409)
    expect(
      (await one(`select count(*)::int as n from partner where name = 'PT Energi Bayar Nusantara'`))[0]?.n,
    ).toBe(1)
  })

  it('rejecting needs a reason, which is mailed; approving a rejected one is 409 with the reason', async () => {
    const [reg] = (await pending()).filter((r) => r.companyName === 'CV Cahaya Pulsa Makmur')
    if (!reg) throw new Error('no seeded application')
    const short = await t.call('/partner-registration/reject', { id: reg.id, reason: 'kurang' }, admin)
    expect(short.status).toBe(400)
    expect(short.body.result.errors[0]).toMatchObject({ field: 'reason' })
    const reason = 'Izin usaha distribusi (NIB) belum dilampirkan.'
    const res = await t.call('/partner-registration/reject', { id: reg.id, reason }, admin)
    expect(res.status, res.body.message).toBe(200)
    const mail = await mailTo(reg.picEmail)
    expect(mail?.subject).toContain('ditolak')
    expect(String(mail?.body_text)).toContain(reason)
    const approve = await t.call('/partner-registration/approve', { id: reg.id }, admin)
    expect(approve.status).toBe(409)
    expect(approve.body.message).toMatch(
      /^Pendaftaran partner ini berstatus Ditolak \(superadmin, .+\): tidak dapat disetujui\. Diputuskan oleh superadmin pada /,
    )
    expect(approve.body.message).toContain(reason)
    expect(
      (await one(`select count(*)::int as n from partner where name = 'CV Cahaya Pulsa Makmur'`))[0]?.n,
    ).toBe(0)
  })

  it('only users scoped to all data decide; an unknown application is 404', async () => {
    const [reg] = await pending()
    if (!reg) throw new Error('no pending application')
    const { token } = await makeAccount(t, {
      username: 'reg.client',
      features: ['VIEW_APPROVED_PARTNER'],
      level: 'CLIENT',
      value: 'CLT001',
    })
    expect((await t.call('/partner-registration/approve', { id: reg.id }, token)).status).toBe(403)
    expect((await t.call('/partner-registration/list', {}, token)).body.result.total).toBe(0)
    expect((await t.call('/partner-registration/approve', { id: 999_999 }, admin)).status).toBe(404)
    const mitra = await t.login('mitra')
    expect((await t.call('/partner-registration/approve', { id: reg.id }, mitra)).status).toBe(403)
  })
})
