import { describe, expect, it } from 'vitest'
import { splitLinks } from './linkify.ts'

describe('links in a mail body', () => {
  it('finds http and https links and leaves the rest as text', () => {
    expect(splitLinks('Buka https://mint.local/login/reset-password?token=a%20b&x=1 untuk lanjut.')).toEqual([
      { text: 'Buka ' },
      {
        text: 'https://mint.local/login/reset-password?token=a%20b&x=1',
        href: 'https://mint.local/login/reset-password?token=a%20b&x=1',
      },
      { text: ' untuk lanjut.' },
    ])
  })

  it('does not swallow the punctuation that ends a sentence', () => {
    expect(splitLinks('Lihat http://a.id/x.')).toEqual([
      { text: 'Lihat ' },
      { text: 'http://a.id/x', href: 'http://a.id/x' },
      { text: '.' },
    ])
  })

  it('text without links is one part; other schemes are not links', () => {
    expect(splitLinks('PIN Anda 123456')).toEqual([{ text: 'PIN Anda 123456' }])
    expect(splitLinks('javascript:alert(1)')).toEqual([{ text: 'javascript:alert(1)' }])
  })
})
