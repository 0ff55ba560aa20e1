import type { sql } from 'drizzle-orm'
import { rowsOf } from '../../engine/query.ts'
import type { Row, WriteContext } from '../../engine/resource.ts'
import { badRequest } from '../../http/errors.ts'

export const fieldError = (field: string, message: string) =>
  badRequest(message, { errors: [{ field, message }] })

export async function one(ctx: WriteContext, query: ReturnType<typeof sql>): Promise<Row> {
  const row = rowsOf(await ctx.db.execute(query))[0]
  if (!row) throw new Error('expected a row')
  return row
}
