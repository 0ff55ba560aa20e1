import Fastify from 'fastify'
import pg from 'pg'

/**
 * The bench's floor: the least an HTTP server adds to a report page's statement. Fastify and a pg pool,
 * nothing else (no access check, validation, statement building or security headers), answering
 * POST /floor/:i with statement i of FLOOR_STATEMENTS (a JSON array, set by the bench) in an envelope.
 */
const statements = JSON.parse(process.env.FLOOR_STATEMENTS ?? '[]') as string[]
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
const app = Fastify()
app.get('/ready', async () => 'ok')
app.post<{ Params: { i: string } }>('/floor/:i', async (request, reply) => {
  const text = statements[Number(request.params.i)]
  if (!text) return reply.code(404).send()
  const { rows } = await pool.query<{ items: string }>(text)
  return reply
    .type('application/json; charset=utf-8')
    .send(`{"success":true,"message":"Berhasil","result":{"items":${rows[0]?.items ?? '[]'}}}`)
})
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
