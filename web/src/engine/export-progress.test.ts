import { describe, expect, it } from 'vitest'
import {
  CSV_START,
  countCsvChunk,
  csvDataRows,
  describeExportProgress,
  filenameFromDisposition,
} from './export-progress.ts'

const bytes = (s: string) => new TextEncoder().encode(s)
const count = (chunks: string[]) => chunks.reduce((st, c) => countCsvChunk(st, bytes(c)), CSV_START)

describe('CSV export progress', () => {
  const csv = '\uFEFFMID,Nama,Alamat\n1,Warung,"Jl. Mawar 1\nBandung"\n2,"Toko ""Jaya""",Jl. Melati\n'

  it('counts data rows, not the header, not newlines inside quotes', () => {
    expect(csvDataRows(count([csv]))).toBe(2)
  })

  it('gives the same count however the stream is cut', () => {
    for (let cut = 0; cut <= csv.length; cut++) {
      expect(csvDataRows(count([csv.slice(0, cut), csv.slice(cut)]))).toBe(csvDataRows(count([csv])))
    }
    expect(csvDataRows(count(csv.split('')))).toBe(2)
  })

  it('counts as rows arrive, including an unterminated last row', () => {
    expect(csvDataRows(count(['MID,Nama\n1,A\n2,']))).toBe(2)
    expect(csvDataRows(count(['MID,Nama\n1,"A\n']))).toBe(0)
    expect(csvDataRows(count(['MID,Na']))).toBe(0)
  })

  it('says how far it is', () => {
    expect(describeExportProgress({ format: 'csv', rows: 1234, bytes: 0, total: 5000 })).toBe(
      '1.234 dari 5.000 baris',
    )
    expect(describeExportProgress({ format: 'csv', rows: 12, bytes: 0, total: 10 })).toBe('10 dari 10 baris')
    expect(describeExportProgress({ format: 'xlsx', rows: 0, bytes: 1_572_864, total: 5000 })).toBe(
      'Diterima 1,5 MB',
    )
  })

  it('takes the file name from Content-Disposition', () => {
    expect(filenameFromDisposition('attachment; filename="merchant-20261121-1405.csv"', 'x')).toBe(
      'merchant-20261121-1405.csv',
    )
    expect(filenameFromDisposition("attachment; filename*=UTF-8''daftar%20merchant.xlsx", 'x')).toBe(
      'daftar merchant.xlsx',
    )
    expect(filenameFromDisposition(null, 'ekspor.csv')).toBe('ekspor.csv')
  })
})
