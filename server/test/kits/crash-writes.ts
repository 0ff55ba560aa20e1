import { isDeepStrictEqual } from 'node:util'
import { client as clientDef } from '#contract/corporate/client.ts'
import { merchantGroup as groupDef } from '#contract/corporate/merchant-group.ts'
import { personalKeys } from '#contract/engine/reveal.ts'
import { maskRow } from '#contract/privacy/mask.ts'
import type { HttpPool } from '../http-pool.ts'

/**
 * The writes of the crash test (issue 13, suite 4) and how their outcome is judged after a restart.
 * Three kinds, each one transaction of the write pipeline (server/engine/write.ts runWrite, engine
 * routes in server/engine/routes.ts): a client (row + audit entry), a merchant group with its members
 * (row + member rows + audit entry: the dependent rows of server/areas/corporate/merchant-group.ts) and an
 * update of a client this run added (row changed + audit entry).
 */
export type WriteKind = 'client-add' | 'group-add' | 'client-update'

export interface Attempt {
  kind: WriteKind
  /** The body sent. */
  body: Record<string, unknown>
  /** acked: 2xx with success; unknown: no answer (the process died); refused: any other answer. */
  outcome: 'acked' | 'unknown' | 'refused'
  /** The new row's id from the answer (adds), or the row updated. */
  id?: number
  detail?: string
}

/** Codes of this test's rows start with this, so its rows and audit entries can be told apart. */
export const CRASH_PREFIX = 'CRASH'

type Row = Record<string, unknown> & { id: number; code: string }
/** A client this test added: its id and the body that added it (the update re-sends it, changed). */
export interface UpdateTarget {
  id: number
  body: Record<string, unknown>
}

export interface Writers {
  attempts: Attempt[]
  acked(): number
  /** Requests sent and not yet answered. */
  inFlight(): number
  /** Resolves when every writer has stopped: after its first request without an answer. */
  done: Promise<void>
}

/**
 * `workers` concurrent writers, each sending its next write as soon as the previous one is answered,
 * until a request gets no answer (the server was killed). Codes carry the round and the writer, so
 * rounds against the same data never collide.
 */
export function startWriters(opts: {
  http: HttpPool
  token: string
  round: number
  workers: number
  /** A client of the seed and some of its merchants, for the merchant groups. */
  groupClientId: number
  groupMerchantIds: number[]
  /**
   * Clients added and never updated, which this round may update, one update each (taken from the list);
   * the clients this round adds join it.
   */
  updatable: UpdateTarget[]
}): Writers {
  const attempts: Attempt[] = []
  let inFlight = 0
  const send = async (kind: WriteKind, path: string, body: Record<string, unknown>) => {
    const attempt: Attempt = { kind, body, outcome: 'unknown' }
    attempts.push(attempt)
    inFlight++
    try {
      const answer = await opts.http.post<Row>(path, body, opts.token)
      if (answer.status < 300 && answer.success) {
        attempt.outcome = 'acked'
        attempt.id = kind === 'client-update' ? (body.id as number) : answer.result.id
        if (kind === 'client-add') opts.updatable.unshift({ id: answer.result.id, body })
      } else {
        attempt.outcome = 'refused'
        attempt.detail = `${answer.status} ${answer.message}`
      }
      return true
    } catch (err) {
      attempt.detail = (err as Error).message
      return false
    } finally {
      inFlight--
    }
  }
  const worker = async (w: number) => {
    for (let seq = 0; ; seq++) {
      const code = `${CRASH_PREFIX}${opts.round}${w}${String(seq).padStart(5, '0')}`
      const update = seq % 5 === 4 ? opts.updatable.shift() : undefined
      let answered: boolean
      if (update) {
        answered = await send('client-update', '/client/update', {
          id: update.id,
          ...update.body,
          ...changed(String(update.body.code)),
        })
      } else if (seq % 5 === 1 || seq % 5 === 3) {
        const n = 1 + (seq % opts.groupMerchantIds.length)
        answered = await send('group-add', '/merchant-group/add', {
          clientId: opts.groupClientId,
          code,
          name: `Grup Uji ${code}`,
          description: `Dibuat oleh uji crash, ronde ${opts.round}`,
          merchantIds: opts.groupMerchantIds.slice(0, n),
          status: 'ACTIVE',
        })
      } else {
        answered = await send('client-add', '/client/add', clientBody(code))
      }
      if (!answered) return
    }
  }
  const done = Promise.all(Array.from({ length: opts.workers }, (_, w) => worker(w))).then(() => {})
  return {
    attempts,
    acked: () => attempts.filter((a) => a.outcome === 'acked').length,
    inFlight: () => inFlight,
    done,
  }
}

const CLIENT_KEYS = ['code', 'name', 'npwp', 'picName', 'picPhone', 'picEmail', 'address', 'status'] as const
const GROUP_KEYS = ['clientId', 'code', 'name', 'description', 'merchantIds', 'status'] as const

/** Values in the form the server stores them (upper-case code, +62 phone, lower-case e-mail), so they compare as sent. */
function clientBody(code: string): Record<string, unknown> {
  const digits = code.replace(/\D/g, '').padStart(16, '7').slice(-16)
  return {
    code,
    name: `Klien Uji ${code}`,
    npwp: digits,
    picName: `PIC ${code}`,
    picPhone: `+62812${digits.slice(-8)}`,
    picEmail: `${code.toLowerCase()}@uji.mint.local`,
    address: `Jl. Uji Crash No. ${digits.slice(-3)}, Jakarta`,
    status: 'ACTIVE',
  }
}
const changed = (code: string) => ({
  name: `Klien Diubah ${code}`,
  address: 'Jl. Setelah Ubah 1',
  status: 'INACTIVE',
})
const pick = (row: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.map((k) => [k, row[k]]))

/** What the restarted server holds of this test's writes. */
export interface Holdings {
  /** As the list answers them, their personal fields (NPWP, PIC phone) read in full through /client/reveal. */
  clients: Row[]
  groups: Row[]
  /** Audit entries of this test's rows (ADD of clients and groups, UPDATE of clients), personal data masked. */
  audit: { action: string; entity: string; entityId: string; after: Record<string, unknown> | null }[]
}

async function every<T>(http: HttpPool, token: string, path: string, body: object): Promise<T[]> {
  const rows: T[] = []
  for (let page = 1; ; page++) {
    const answer = await http.post<{ items: T[]; total: number }>(
      path,
      { ...body, page, pageSize: 100 },
      token,
    )
    if (!answer.success) throw new Error(`${path}: ${answer.status} ${answer.message}`)
    rows.push(...answer.result.items)
    if (rows.length >= answer.result.total || answer.result.items.length === 0) return rows
  }
}

/**
 * Reads the test's rows and their audit entries back through the API, as a user would see them; answers
 * mask personal data (docs/ARCHITECTURE.md "Personal data"), so the clients' values are revealed one by
 * one, as a holder of VIEW_PERSONAL_DATA (superadmin) sees them in full.
 */
export async function readHoldings(http: HttpPool, token: string): Promise<Holdings> {
  const ours = (r: Row) => r.code.startsWith(CRASH_PREFIX)
  const clients = (await every<Row>(http, token, '/client/list', { search: CRASH_PREFIX })).filter(ours)
  for (const row of clients)
    for (const field of personalKeys(clientDef)) {
      const answer = await http.post<{ value: string | null }>('/client/reveal', { id: row.id, field }, token)
      if (!answer.success) throw new Error(`/client/reveal ${field}: ${answer.status} ${answer.message}`)
      row[field] = answer.result.value
    }
  const groups = (await every<Row>(http, token, '/merchant-group/list', { search: CRASH_PREFIX })).filter(
    ours,
  )
  const audit: Holdings['audit'] = []
  for (const [entity, action] of [
    ['client', 'ADD'],
    ['merchant-group', 'ADD'],
    ['client', 'UPDATE'],
  ] as const) {
    const entries = await every<Holdings['audit'][number]>(http, token, '/audit-log/list', {
      filters: { entity, action },
    })
    audit.push(...entries.filter((e) => String(e.after?.code ?? '').startsWith(CRASH_PREFIX)))
  }
  return { clients, groups, audit }
}

/**
 * Every way the holdings contradict the attempts; empty when every acknowledged write is there with the
 * values sent and every write that is there (acknowledged or not) is whole: its row, its member rows and
 * its audit entry, or none of them.
 */
export function contradictions(attempts: Attempt[], held: Holdings): string[] {
  const problems: string[] = []
  const sameValues = (row: Record<string, unknown>, body: Record<string, unknown>, keys: readonly string[]) =>
    keys.every((k) => isDeepStrictEqual(row[k], body[k]))
  const auditOf = (entity: string, action: string, id: number) =>
    held.audit.filter((e) => e.entity === entity && e.action === action && e.entityId === String(id))

  for (const a of attempts.filter((x) => x.outcome === 'refused'))
    problems.push(`${a.kind} ${String(a.body.code)} refused while the server was up: ${a.detail}`)

  // Adds: a row is there exactly when its audit entry is, with the values sent (and its members).
  for (const [kind, entity, rows, keys, personal] of [
    ['client-add', 'client', held.clients, CLIENT_KEYS, clientDef.personal],
    ['group-add', 'merchant-group', held.groups, GROUP_KEYS, groupDef.personal],
  ] as const) {
    const sent = new Map(attempts.filter((a) => a.kind === kind).map((a) => [String(a.body.code), a]))
    const byCode = new Map(rows.map((r) => [r.code, r]))
    for (const [code, a] of sent) {
      const row = byCode.get(code)
      if (a.outcome === 'acked' && !row)
        problems.push(`${kind} ${code} acknowledged (id ${a.id}) but missing`)
      if (a.outcome === 'acked' && row && row.id !== a.id)
        problems.push(`${kind} ${code} acknowledged as id ${a.id}, held as id ${row.id}`)
    }
    for (const row of rows) {
      const a = sent.get(row.code)
      if (!a) {
        problems.push(`${entity} ${row.code} held but never sent`)
        continue
      }
      // A client holding the values of an update sent for it is judged with the updates, below.
      const updated =
        kind === 'client-add' &&
        attempts.some(
          (u) => u.kind === 'client-update' && u.body.id === row.id && sameValues(row, u.body, keys),
        )
      if (!updated && !sameValues(row, a.body, keys))
        problems.push(
          `${entity} ${row.code} (${a.outcome}) holds ${JSON.stringify(pick(row, keys))}, sent ${JSON.stringify(pick(a.body, keys))}`,
        )
      if (kind === 'group-add' && row.memberCount !== (a.body.merchantIds as number[]).length)
        problems.push(
          `merchant-group ${row.code} (${a.outcome}) has ${row.memberCount} member rows, sent ${(a.body.merchantIds as number[]).length}`,
        )
      const entries = auditOf(entity, 'ADD', row.id)
      if (entries.length !== 1)
        problems.push(`${entity} ${row.code} (${a.outcome}) held with ${entries.length} ADD audit entries`)
      else if (!sameValues(entries[0]?.after ?? {}, maskRow(personal, a.body), keys))
        problems.push(`${entity} ${row.code}: its ADD audit entry records other values than were sent`)
    }
    for (const e of held.audit.filter((x) => x.entity === entity && x.action === 'ADD'))
      if (!rows.some((r) => String(r.id) === e.entityId))
        problems.push(
          `${entity} ADD audit entry for id ${e.entityId} (${String(e.after?.code)}) without its row`,
        )
  }

  // Updates: an acknowledged one is there; any one is there exactly when its audit entry is.
  const clients = new Map(held.clients.map((r) => [r.id, r]))
  for (const a of attempts.filter((x) => x.kind === 'client-update')) {
    const id = a.body.id as number
    const row = clients.get(id)
    const entries = auditOf('client', 'UPDATE', id)
    if (!row) {
      problems.push(`client ${String(a.body.code)} (updated, ${a.outcome}) missing`)
      continue
    }
    const applied = sameValues(row, a.body, CLIENT_KEYS)
    if (a.outcome === 'acked' && !applied)
      problems.push(
        `client ${row.code}: acknowledged update missing, holds ${JSON.stringify(pick(row, CLIENT_KEYS))}`,
      )
    if (applied !== (entries.length === 1))
      problems.push(
        `client ${row.code}: update ${applied ? 'applied' : 'not applied'} (${a.outcome}) with ${entries.length} UPDATE audit entries`,
      )
  }
  return problems
}

/** Clients of this test that no update was sent for yet: the next round's update targets (one each). */
export function updatableClients(held: Holdings, attempts: Attempt[]): UpdateTarget[] {
  const targeted = new Set(attempts.filter((a) => a.kind === 'client-update').map((a) => a.body.id))
  const added = new Map(attempts.filter((a) => a.kind === 'client-add').map((a) => [a.body.code, a.body]))
  return held.clients.flatMap((c) => {
    const body = added.get(c.code)
    return body && !targeted.has(c.id) ? [{ id: c.id, body }] : []
  })
}
