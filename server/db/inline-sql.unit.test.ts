import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { inlineSqlText } from './inline-sql.ts'

describe('inlineSqlText', () => {
  it('writes each parameter as a literal in place, leaving no placeholder', () => {
    const text = inlineSqlText(
      sql`select * from t where a = ${'x'} and b >= ${10} and c < ${-3} and d = ${true} and e is ${null} limit ${51}`,
    )
    expect(text).toBe(
      "select * from t where a = 'x' and b >= 10 and c < (-3) and d = true and e is null limit 51",
    )
  })

  it('escapes quotes and backslashes so a value can never end its literal', () => {
    const hostile = `x' or 1=1; drop table t; --\\'`
    expect(inlineSqlText(sql`select ${hostile} as v`)).toBe(
      `select  E'x'' or 1=1; drop table t; --\\\\''' as v`,
    )
  })

  it('refuses what it cannot write as a literal, and placeholders out of order', () => {
    expect(() => inlineSqlText(sql`select ${Number.NaN}`)).toThrow()
    expect(() => inlineSqlText(sql`select ${{ a: 1 }}`)).toThrow()
    expect(() => inlineSqlText(sql`select '$2', ${1}`)).toThrow(/placeholder/)
  })
})
