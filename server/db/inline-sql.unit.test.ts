import { sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { inlineParams } from './inline-sql.ts'

const text = (q: ReturnType<typeof inlineParams>) => new PgDialect().sqlToQuery(q)

describe('inlineParams', () => {
  it('writes each parameter as a literal in place, leaving no parameters', () => {
    const q = inlineParams(
      sql`select * from t where a = ${'x'} and b >= ${10} and c < ${-3} and d = ${true} and e is ${null} limit ${51}`,
    )
    expect(text(q)).toEqual({
      sql: "select * from t where a = 'x' and b >= 10 and c < (-3) and d = true and e is null limit 51",
      params: [],
    })
  })

  it('escapes quotes and backslashes so a value can never end its literal', () => {
    const hostile = `x' or 1=1; drop table t; --\\'`
    const q = text(inlineParams(sql`select ${hostile} as v`))
    expect(q.sql).toBe(`select  E'x'' or 1=1; drop table t; --\\\\''' as v`)
  })

  it('refuses what it cannot write as a literal, and placeholders out of order', () => {
    expect(() => inlineParams(sql`select ${Number.NaN}`)).toThrow()
    expect(() => inlineParams(sql`select ${{ a: 1 }}`)).toThrow()
    expect(() => inlineParams(sql`select '$2', ${1}`)).toThrow(/placeholder/)
  })
})
