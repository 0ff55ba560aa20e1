import { ean13CheckDigit } from '../../contract/retail/ean13.ts'
import { withDemoServer } from './demo-server.ts'
import { rssMb } from './measure.ts'

/**
 * The product import bench (issue 18): 100.000 products from one CSV, uploaded to the real server over HTTP,
 * checked and committed by its background job, followed through /worker/request as the page does. Target:
 * validated and committed in ≤ 30 s on PostgreSQL, the server's memory growing < 200 MB (its RSS sampled
 * every 100 ms). A second file of the same size with one bad row at its end measures the refusal.
 */
export async function benchImport(opts: {
  url: string
  port: number
  rows: number
  log: (m: string) => void
}) {
  const { url, port, rows, log } = opts
  return withDemoServer({ url, port, database: 'mint_bench_import' }, async ({ server, client, token }) => {
    const { rows: found } = await client.query(`
      select m.id as merchant_id, (select o.id from outlet o where o.merchant_id = m.id order by o.id limit 1) as outlet_id
      from merchant m where exists (select 1 from product_category c where c.merchant_id = m.id and c.code = 'SEMBAKO')
      order by m.id limit 1`)
    const { merchant_id: merchantId, outlet_id: outletId } = found[0] as {
      merchant_id: number
      outlet_id: number
    }
    const csv = (bad: boolean) => {
      const lines = ['sku,barcode,nama,kategori,satuan,harga_modal,harga_jual,jenis_pajak,stok_awal']
      for (let i = 1; i <= rows; i++) {
        // The second file's barcodes differ from the first's (they are in the database by then).
        const stem = `${bad ? '8996' : '8997'}${String(i).padStart(8, '0')}`
        const barcode =
          bad && i === rows ? `${stem}${(ean13CheckDigit(stem) + 1) % 10}` : `${stem}${ean13CheckDigit(stem)}`
        lines.push(
          `BENCH-${i},${barcode},Produk Uji ${i} 250 g,SEMBAKO,pcs,${1000 + (i % 500) * 10},${2000 + (i % 500) * 10},PPN,${i % 7}`,
        )
      }
      return Buffer.from(`${lines.join('\n')}\n`)
    }
    const run = async (file: Buffer, name: string) => {
      const before = rssMb(server.pid)
      let peak = before
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssMb(server.pid))
      }, 100)
      const started = performance.now()
      const res = await fetch(
        `${server.base}/worker/product-retail/bulk?merchantId=${merchantId}&outletId=${outletId}&fileName=${name}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${token}` },
          body: new Uint8Array(file),
        },
      )
      const up = (await res.json()) as { success: boolean; message: string; result: { jobId: number } }
      if (!up.success) throw new Error(`upload: ${up.message}`)
      const uploaded = performance.now()
      let status: { state: string; result: { state: string; insertedCount: number; errorCount: number } }
      for (;;) {
        const r = await fetch(`${server.base}/worker/request`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ id: up.result.jobId }),
        })
        status = ((await r.json()) as { result: typeof status }).result
        if (status.state === 'done' || status.state === 'failed') break
        await new Promise((r) => setTimeout(r, 100))
      }
      const seconds = (performance.now() - started) / 1000
      clearInterval(sampler)
      log(
        `${name}: ${status.result?.state} in ${seconds.toFixed(1)} s, RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB`,
      )
      return { seconds, uploadSeconds: (uploaded - started) / 1000, before, peak, status }
    }
    const good = await run(csv(false), 'bench-100k.csv')
    const { rows: counted } = await client.query(
      `select count(*)::int as n, (select count(*)::int from stock_movement where reference like 'IMPOR-%') as moves from product where sku like 'BENCH-%'`,
    )
    // New SKUs (the first file's are in the database now), the last row's check digit wrong.
    const bad = await run(
      Buffer.from(csv(true).toString().replaceAll('BENCH-', 'BENCHX-')),
      'bench-100k-bad.csv',
    )
    const { rows: after } = await client.query(
      `select count(*)::int as n from product where sku like 'BENCHX-%'`,
    )
    const { rows: version } = await client.query('show server_version')
    const growth = good.peak - good.before
    return `## Product import (issue 18)

PostgreSQL ${version[0].server_version}. One CSV of ${rows.toLocaleString('id-ID')} products (${(csv(false).length / 1024 / 1024).toFixed(1)} MB, valid EAN-13
barcodes, initial stock at one outlet) uploaded to the real server over HTTP as superadmin, checked and committed by the
background job, followed through \`/worker/request\` every 100 ms; the server's RSS sampled every 100 ms. Target: validated
and committed in ≤ 30 s, server memory growth < 200 MB.

| file | result | total s | upload s | RSS before MB | RSS peak MB | growth MB | target |
|---|---|---:|---:|---:|---:|---:|---|
| ${rows.toLocaleString('id-ID')} valid rows | ${good.status.result.state}, ${counted[0].n.toLocaleString('id-ID')} products and ${counted[0].moves.toLocaleString('id-ID')} stock movements written | ${good.seconds.toFixed(1)} | ${good.uploadSeconds.toFixed(1)} | ${good.before.toFixed(0)} | ${good.peak.toFixed(0)} | ${growth.toFixed(0)} | ${good.seconds <= 30 && growth < 200 ? 'met' : '**not met**'} |
| ${rows.toLocaleString('id-ID')} rows, the last with a bad check digit | ${bad.status.result.state}, ${bad.status.result.errorCount} error, ${after[0].n} products written | ${bad.seconds.toFixed(1)} | ${bad.uploadSeconds.toFixed(1)} | ${bad.before.toFixed(0)} | ${bad.peak.toFixed(0)} | ${(bad.peak - bad.before).toFixed(0)} | – |
`
  })
}
