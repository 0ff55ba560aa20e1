import { describe, expect, it } from 'vitest'
import { fail, ok, toCallResult } from './envelope.ts'

describe('envelope', () => {
  it('ok and fail build the server envelope', () => {
    expect(ok({ a: 1 }, 'Sip')).toEqual({ success: true, message: 'Sip', result: { a: 1 } })
    expect(fail('Gagal')).toEqual({ success: false, message: 'Gagal', result: null })
  })

  it('toCallResult maps a success to data', () => {
    expect(toCallResult(ok([1, 2]))).toEqual({ success: true, data: [1, 2], message: 'Berhasil' })
  })

  it('on failure data is null and the server message is kept, whatever result it carried', () => {
    expect(toCallResult({ success: false, message: 'Password salah', result: { errors: [] } })).toEqual({
      success: false,
      data: null,
      message: 'Password salah',
    })
  })

  it('a validation failure keeps its field errors for the form', () => {
    const body = {
      success: false,
      message: 'Data tidak valid',
      result: { errors: [{ field: 'mid', message: 'MID harus 15 digit angka.' }] },
    }
    expect(toCallResult(body)).toEqual({
      success: false,
      data: null,
      message: 'Data tidak valid',
      errors: [{ field: 'mid', message: 'MID harus 15 digit angka.' }],
    })
  })

  it('on a thrown error the error message is passed back', () => {
    expect(toCallResult(new TypeError('Failed to fetch'))).toEqual({
      success: false,
      data: null,
      message: 'Failed to fetch',
    })
  })

  it('anything that is not an envelope is a failure with a readable message', () => {
    for (const body of [null, 'oops', 42, { result: 1 }, { success: 'yes', message: 'x' }]) {
      const r = toCallResult(body)
      expect(r.success).toBe(false)
      expect(r.data).toBeNull()
      expect(r.message).toBe('Terjadi kesalahan. Silakan coba lagi.')
    }
  })
})
