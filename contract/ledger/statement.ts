import { z } from 'zod'
import type { ColumnDef, Option } from '../engine/resource.ts'

/**
 * A ledger statement's line as the deposit history and the corporate wallet's statement both show it: the
 * balance before and after are read from the line (issue 17: a statement is read, never recomputed). Each list
 * adds who holds the account (a merchant, a client) to these fields and its own columns between them.
 */
export const statementLineFields = {
  id: z.number(),
  postedAt: z.string(),
  refNo: z.string(),
  kind: z.string(),
  debit: z.number(),
  credit: z.number(),
  balanceBefore: z.number(),
  balanceAfter: z.number(),
  description: z.string(),
  postedBy: z.string(),
}

/** Waktu, No. Referensi, then the holder's columns, then the movement, its amounts and balances, then the rest. */
export function statementColumns(opts: {
  kinds: readonly Option[]
  holder: readonly ColumnDef[]
  hidden?: readonly ColumnDef[]
}): ColumnDef[] {
  return [
    { key: 'postedAt', label: 'Waktu', sortable: true, format: 'datetime' },
    { key: 'refNo', label: 'No. Referensi', format: 'code', priority: 3 },
    ...opts.holder,
    { key: 'kind', label: 'Tipe', sortable: true, options: opts.kinds, priority: 1 },
    { key: 'debit', label: 'Debit', format: 'money' },
    { key: 'credit', label: 'Kredit', format: 'money' },
    { key: 'balanceBefore', label: 'Saldo Awal', format: 'money', priority: 3 },
    { key: 'balanceAfter', label: 'Saldo Akhir', format: 'money' },
    { key: 'description', label: 'Keterangan', priority: 3 },
    ...(opts.hidden ?? []),
    { key: 'postedBy', label: 'Oleh', hidden: true },
  ]
}
