import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ean13CheckDigit } from '#contract/retail/ean13.ts'
import { MAX_IMPORT_ROWS } from '#contract/retail/import.ts'
import { rowsOf } from '../../engine/query.ts'
import { runOneJob } from '../../jobs/runner.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { makeAccount } from '../../test/kits/account.ts'

// The worker loop is off (JOB_POLL_MS=0): each test runs the queue itself, so nothing races the asserts.
let t: TestApp
let admin: string
let ops: string
let merchantId: number
let outletId: number
let otherClientMerchant: number
beforeAll(async () => {
  t = await createTestApp({ JOB_POLL_MS: '0' })
  admin = await t.login('superadmin')
  // Holds the product screen, bound to client CLT001: only the data scope can refuse it.
  ops = (
    await makeAccount(t, {
      username: 'produkclt1',
      features: ['SETTING_ALL_RETAIL_PRODUCT'],
      level: 'CLIENT',
      value: 'CLT001',
    })
  ).token
  const [m] = rowsOf(
    await t.database.db.execute(sql`
      select m.id, (select o.id from outlet o where o.merchant_id = m.id order by o.id limit 1) as outlet_id
      from merchant m join client c on c.id = m.client_id
      where c.code = 'CLT001' and exists (select 1 from product_category pc where pc.merchant_id = m.id and pc.code = 'SEMBAKO')
      order by m.id limit 1`),
  )
  merchantId = Number(m?.id)
  outletId = Number(m?.outlet_id)
  const [o] = rowsOf(
    await t.database.db.execute(
      sql`select m.id from merchant m join client c on c.id = m.client_id where c.code <> 'CLT001' order by m.id limit 1`,
    ),
  )
  otherClientMerchant = Number(o?.id)
})
afterAll(() => t.close())

const ean = (stem12: string) => `${stem12}${ean13CheckDigit(stem12)}`
const HEADER = 'sku,barcode,nama,kategori,satuan,harga_modal,harga_jual,jenis_pajak,stok_awal'

async function upload(content: Buffer | string, query: Record<string, string | number>, token = admin) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()
  const res = await t.app.inject({
    method: 'POST',
    url: `/worker/product-retail/bulk?${qs}`,
    payload: typeof content === 'string' ? Buffer.from(content) : content,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
  })
  return { status: res.statusCode, body: res.json() }
}

const runQueue = async () => {
  while (await runOneJob(t.database, t.app.jobHandlers, t.config)) {}
}
const count = async (q: ReturnType<typeof sql>) => Number(rowsOf(await t.database.db.execute(q))[0]?.n)
const productCount = () =>
  count(sql`select count(*)::int as n from product where merchant_id = ${merchantId}`)

describe('bulk import of products', () => {
  it('refuses a file with errors whole: each finding names its line and column in Indonesian, nothing is written', async () => {
    const before = await productCount()
    const csv = [
      HEADER,
      `IMP-001,${ean('899100000001')},Keripik Singkong Balado 200 g,SEMBAKO,pcs,9000,12000,PPN,24`,
      `IMP-002,8991000000020,Kerupuk Udang 250 g,SEMBAKO,pcs,8000,11000,PPN,10`, // bad check digit
      `IMP-003,,Sambal Botol 135 ml,SEMBAKO,botol,-5,9500,PPN,`, // negative cost
      `IMP-001,,Duplikat di berkas,SEMBAKO,pcs,1000,2000,,`, // duplicate SKU in the file
      `IMP-005,,Produk Kategori Asing,TIDAK-ADA,pcs,1000,2000,,`,
      `IMP-006,,Modal di atas harga,SEMBAKO,pcs,15000,12000,,`, // a warning, not a block
    ].join('\n')
    const up = await upload(csv, { merchantId, outletId, fileName: 'produk-salah.csv' })
    expect(up.status).toBe(200)
    const job = await t.call('/worker/request', { id: up.body.result.jobId }, admin)
    expect(job.body.result.state).toBe('queued')
    await runQueue()
    const done = await t.call('/worker/request', { id: up.body.result.jobId }, admin)
    expect(done.body.result).toMatchObject({ state: 'done', progress: 100 })
    expect(done.body.result.result).toMatchObject({
      state: 'INVALID',
      rowCount: 6,
      errorCount: 4,
      insertedCount: 0,
    })
    const report = await t.call('/product-import/report', { id: up.body.result.importId }, admin)
    const issues = report.body.result.issues as {
      line: number
      column: string
      message: string
      severity: string
    }[]
    expect(issues).toContainEqual(
      expect.objectContaining({
        line: 3,
        column: 'barcode',
        severity: 'ERROR',
        message: expect.stringContaining('digit pemeriksa seharusnya 7, bukan 0'),
      }),
    )
    expect(issues).toContainEqual(
      expect.objectContaining({
        line: 4,
        column: 'harga_modal',
        message: 'Harga modal tidak boleh negatif.',
      }),
    )
    expect(issues).toContainEqual(
      expect.objectContaining({
        line: 5,
        column: 'sku',
        message: 'SKU IMP-001 sudah ada di baris 2 berkas ini.',
      }),
    )
    expect(issues).toContainEqual(expect.objectContaining({ line: 6, column: 'kategori' }))
    expect(issues).toContainEqual(
      expect.objectContaining({
        line: 7,
        column: 'harga_modal',
        severity: 'WARNING',
        message: expect.stringContaining('di atas harga jual'),
      }),
    )
    expect(await productCount()).toBe(before)
    const record = await t.call('/product-import/detail', { id: up.body.result.importId }, admin)
    expect(record.body.result).toMatchObject({
      state: 'INVALID',
      errorCount: 4,
      warningCount: 1,
      createdBy: 'superadmin',
    })
  })

  it('commits a corrected file all at once, with its initial stock as IMPORT movements', async () => {
    const before = await productCount()
    const csv = [
      HEADER,
      `IMP-101,${ean('899100000101')},Keripik Singkong Balado 200 g,SEMBAKO,pcs,9000,12000,PPN,24`,
      `IMP-102,${ean('899100000102')},Kerupuk Udang 250 g,sembako,pcs,8.000,11.000,ppn,"2,5"`,
      `IMP-103,,Sambal Botol 135 ml,SEMBAKO,botol,6500,9500,,`,
    ].join('\r\n')
    const up = await upload(csv, { merchantId, outletId, fileName: 'produk-benar.csv' })
    await runQueue()
    const done = await t.call('/worker/request', { id: up.body.result.jobId }, admin)
    expect(done.body.result.result).toMatchObject({
      state: 'DONE',
      rowCount: 3,
      errorCount: 0,
      insertedCount: 3,
    })
    expect(await productCount()).toBe(before + 3)
    const stock = rowsOf(
      await t.database.db.execute(sql`
        select p.sku, s.qty_milli, (select count(*)::int from stock_movement m where m.product_id = p.id and m.reason = 'IMPORT') as moves
        from product p left join product_stock s on s.product_id = p.id and s.outlet_id = ${outletId}
        where p.merchant_id = ${merchantId} and p.sku like 'IMP-10%' order by p.sku`),
    )
    expect(
      stock.map((r) => [r.sku, r.qty_milli === null ? null : Number(r.qty_milli), Number(r.moves)]),
    ).toEqual([
      ['IMP-101', 24_000, 1],
      ['IMP-102', 2_500, 1],
      ['IMP-103', null, 0],
    ])
    // The same file again: every SKU is now a duplicate against the database, and nothing more is written.
    const again = await upload(csv, { merchantId, outletId, fileName: 'produk-benar.csv' })
    await runQueue()
    const second = await t.call('/worker/request', { id: again.body.result.jobId }, admin)
    expect(second.body.result.result).toMatchObject({ state: 'INVALID', errorCount: 5 })
    const report = await t.call('/product-import/report', { id: again.body.result.importId }, admin)
    expect(report.body.result.issues[0]).toMatchObject({
      line: 2,
      column: 'sku',
      message: 'SKU IMP-101 sudah dipakai produk merchant ini di database.',
    })
    expect(await productCount()).toBe(before + 3)
  })

  it('reads XLSX the same way and names a missing column', async () => {
    const wb = new ExcelJS.Workbook()
    const ws = wb.addWorksheet('Produk')
    ws.addRow(['sku', 'nama', 'kategori', 'satuan', 'harga_modal']) // no harga_jual
    ws.addRow(['IMP-201', 'Teh Botol 350 ml', 'MINUMAN', 'botol', 3000])
    const up = await upload(Buffer.from(await wb.xlsx.writeBuffer()), {
      merchantId,
      fileName: 'kurang-kolom.xlsx',
    })
    expect(up.status).toBe(200)
    await runQueue()
    const report = await t.call('/product-import/report', { id: up.body.result.importId }, admin)
    // Once in a CI run (02/12/2026, PGlite) the report had no issue yet: the job's own row says why.
    const [job] = rowsOf(
      await t.database.db.execute(
        sql`select state, attempts, error, run_after > now() as later from job where id = ${up.body.result.jobId}`,
      ),
    )
    expect(report.body.result.issues[0], JSON.stringify({ report: report.body.result, job })).toMatchObject({
      line: 1,
      column: 'harga_jual',
      severity: 'ERROR',
    })
    expect(report.body.result.issues[0].message).toContain('Kolom wajib tidak ada: harga_jual')

    const good = new ExcelJS.Workbook()
    const sheet = good.addWorksheet('Produk')
    sheet.addRow(['SKU', 'Nama', 'Kategori', 'Satuan', 'Harga Modal', 'Harga Jual'])
    sheet.addRow(['IMP-202', 'Teh Botol 350 ml', 'MINUMAN', 'botol', 3000, 4500])
    const ok = await upload(Buffer.from(await good.xlsx.writeBuffer()), { merchantId, fileName: 'teh.xlsx' })
    await runQueue()
    const done = await t.call('/worker/request', { id: ok.body.result.jobId }, admin)
    expect(done.body.result.result).toMatchObject({ state: 'DONE', insertedCount: 1 })
  })

  it('refuses 1.000.000 rows early, a file that is neither CSV nor XLSX, and another client’s merchant', async () => {
    const before = await count(sql`select count(*)::int as n from product_import`)
    const big = Buffer.alloc((MAX_IMPORT_ROWS + 10) * 6, 'a,b,c\n')
    const huge = await upload(big, { merchantId, fileName: 'sejuta.csv' })
    expect(huge.status).toBe(400)
    expect(huge.body.message).toContain('lebih dari 200.000 baris')
    const png = await upload(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), {
      merchantId,
      fileName: 'foto.png',
    })
    expect(png.status).toBe(415)
    expect(png.body.message).toContain('CSV atau XLSX')
    const foreign = await upload(`${HEADER}\n`, { merchantId: otherClientMerchant, fileName: 'x.csv' }, ops)
    expect(foreign.status).toBe(404)
    const json = await t.call('/worker/product-retail/bulk?merchantId=1&fileName=a.csv', { a: 1 }, admin)
    expect(json.status).toBe(415)
    expect(await count(sql`select count(*)::int as n from product_import`)).toBe(before)
  })

  it('shows a job to its requester and to holders of the feature in scope, and is 404 to anyone else', async () => {
    const [m] = rowsOf(
      await t.database.db.execute(
        sql`select m.id from merchant m join client c on c.id = m.client_id where c.code <> 'CLT001' and exists (select 1 from product_category pc where pc.merchant_id = m.id) order by m.id limit 1`,
      ),
    )
    const up = await upload(`${HEADER}\n`, { merchantId: Number(m?.id), fileName: 'kosong.csv' })
    const mine = await t.call('/worker/request', { id: up.body.result.jobId }, admin)
    expect(mine.status).toBe(200)
    const other = await t.call('/worker/request', { id: up.body.result.jobId }, ops)
    expect(other.status).toBe(404)
    await runQueue()
    const report = await t.call('/product-import/report', { id: up.body.result.importId }, admin)
    expect(report.body.result.issues[0].message).toContain('tidak berisi baris data')
  })

  it('picks a job up again when the process that claimed it died (its lease ran out)', async () => {
    const up = await upload(`${HEADER}\nIMP-301,,Roti Tawar,SEMBAKO,pcs,12000,15000,,\n`, {
      merchantId,
      fileName: 'roti.csv',
    })
    const jobId = up.body.result.jobId
    // A process claimed it and was killed: running, one attempt used, its lease already over.
    await t.database.db.execute(
      sql`update job set state = 'running', attempts = 1, locked_until = now() - interval '1 second' where id = ${jobId}`,
    )
    await runQueue()
    const done = await t.call('/worker/request', { id: jobId }, admin)
    expect(done.body.result).toMatchObject({ state: 'done', attempts: 2 })
    expect(done.body.result.result).toMatchObject({ state: 'DONE', insertedCount: 1 })
  })
})
