import { randomUUID } from 'node:crypto'
import { withDemoServer } from './demo-server.ts'
import { pct } from './measure.ts'

/**
 * The cashier's sale bench (issue 18 target: posting a sale of 10 items, with its transaction row, items,
 * stock movements and rollup delta, p95 ≤ 30 ms): a demo database on PostgreSQL, the real server, one
 * cashier posting `sales` sales of 10 products one after another over HTTP (`/pos/sale`), each timed from
 * request to answer.
 */
export async function benchPosSale(opts: {
  url: string
  port: number
  sales: number
  log: (m: string) => void
}) {
  const { url, port, sales, log } = opts
  return withDemoServer({ url, port, database: 'mint_bench_pos' }, async ({ server, client, token }) => {
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${server.base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      })
      const json = (await res.json()) as { success: boolean; message: string; result: never }
      if (!json.success) throw new Error(`${path}: ${json.message}`)
      return json.result as Record<string, unknown>
    }
    const { rows } = await client.query(`
      select o.id as outlet_id, array_agg(p.id order by p.id) as products
      from outlet o join product p on p.merchant_id = o.merchant_id and p.sell_price > 0
      where o.type <> 'FNB' group by o.id order by o.id limit 1`)
    const { outlet_id: outletId, products } = rows[0] as { outlet_id: number; products: number[] }
    // The bench measures the write, not the stock rule: the outlet may sell below zero.
    await client.query('update outlet set allow_negative_stock = true where id = $1', [outletId])
    const shift = (await post('/pos/shift/open', { outletId, openingCash: 0 })) as { id: number }
    const lines = Array.from({ length: 10 }, (_, i) => ({
      productId: products[i % products.length],
      qty: 1 + (i % 3),
      discount: 0,
    }))
    const times: number[] = []
    let numbers: string[] = []
    for (let i = 0; i < sales; i++) {
      if (numbers.length === 0)
        numbers = ((await post('/pos/receipt-numbers', { outletId, count: 50 })) as { numbers: string[] })
          .numbers
      const body = {
        idempotencyKey: randomUUID(),
        outletId,
        shiftId: shift.id,
        receiptNo: numbers.shift(),
        soldAt: new Date().toISOString(),
        lines,
        orderDiscount: 0,
        payments: [{ method: 'CASH', amount: 10_000_000 }],
      }
      const started = performance.now()
      await post('/pos/sale', body)
      times.push(performance.now() - started)
    }
    const sorted = [...times].sort((a, b) => a - b)
    const p50 = pct(sorted, 50)
    const p95 = pct(sorted, 95)
    log(`pos sale (10 items): ${sales} sales, p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`)
    return `## POS sale (issue 18)

One cashier posts ${sales.toLocaleString('id-ID')} sales of 10 items (\`/pos/sale\`: transaction row, items, stock
movements, rollup delta in one transaction) one after another over HTTP, PostgreSQL. Target: p95 ≤ 30 ms.

| sales | p50 | p95 | max |
|---|---|---|---|
| ${sales} | ${p50.toFixed(1)} ms | ${p95.toFixed(1)} ms | ${(sorted.at(-1) ?? 0).toFixed(1)} ms |
`
  })
}
