import { describe, expect, it } from 'vitest'
import { client as clientDef } from '#contract/corporate/client.ts'
import { maskRow } from '#contract/privacy/mask.ts'
import { type Attempt, contradictions, type Holdings } from './crash-writes.ts'

// The crash test (server/engine/write-crash.api.test.ts) passes when `contradictions` finds nothing; these
// cases show it finds each kind of lost or partial write, so a pass is not for want of looking.
const client = {
  code: 'CRASH100000',
  name: 'Klien Uji CRASH100000',
  npwp: '7777777777100000',
  picName: 'PIC CRASH100000',
  picPhone: '+6281277100000',
  picEmail: 'crash100000@uji.mint.local',
  address: 'Jl. Uji Crash No. 000, Jakarta',
  status: 'ACTIVE',
}
const group = {
  clientId: 1,
  code: 'CRASH100001',
  name: 'Grup Uji CRASH100001',
  description: 'Dibuat oleh uji crash, ronde 1',
  merchantIds: [3, 5],
  status: 'ACTIVE',
}
const update = {
  id: 7,
  ...client,
  name: 'Klien Diubah CRASH100000',
  address: 'Jl. Setelah Ubah 1',
  status: 'INACTIVE',
}
const attempts = (outcome: Attempt['outcome']): Attempt[] => [
  { kind: 'client-add', body: client, outcome, id: 7 },
  { kind: 'group-add', body: group, outcome, id: 9 },
]
const whole = (): Holdings => ({
  clients: [{ id: 7, ...client }],
  groups: [{ id: 9, ...group, memberCount: 2 }],
  audit: [
    // The log answers personal data masked, as every answer (docs/ARCHITECTURE.md "Personal data").
    {
      action: 'ADD',
      entity: 'client',
      entityId: '7',
      after: { id: 7, ...maskRow(clientDef.personal, client) },
    },
    { action: 'ADD', entity: 'merchant-group', entityId: '9', after: { id: 9, ...group } },
  ],
})

describe('judging the writes after a crash', () => {
  it('finds nothing when every write is whole, acknowledged or not', () => {
    expect(contradictions(attempts('acked'), whole())).toEqual([])
    expect(contradictions(attempts('unknown'), whole())).toEqual([])
    expect(contradictions(attempts('unknown'), { clients: [], groups: [], audit: [] })).toEqual([])
  })

  it('an acknowledged write that is missing, or holds other values', () => {
    const held = whole()
    held.clients = []
    held.audit = held.audit.filter((e) => e.entity !== 'client')
    expect(contradictions(attempts('acked'), held)).toEqual([
      'client-add CRASH100000 acknowledged (id 7) but missing',
    ])
    const changed = whole()
    changed.clients = [{ id: 7, ...client, picName: 'Lain' }]
    expect(contradictions(attempts('acked'), changed)).toHaveLength(1)
  })

  it('an ADD audit entry recording other values than were sent', () => {
    const held = whole()
    const other = { id: 7, ...maskRow(clientDef.personal, { ...client, picName: 'Lain' }) }
    held.audit = held.audit.map((e) => (e.entity === 'client' ? { ...e, after: other } : e))
    expect(contradictions(attempts('acked'), held)).toEqual([
      'client CRASH100000: its ADD audit entry records other values than were sent',
    ])
  })

  it('a row without its audit entry, an audit entry without its row, a group without its member rows', () => {
    const noAudit = whole()
    noAudit.audit = noAudit.audit.filter((e) => e.entity !== 'client')
    expect(contradictions(attempts('unknown'), noAudit)).toEqual([
      'client CRASH100000 (unknown) held with 0 ADD audit entries',
    ])
    const noRow = whole()
    noRow.groups = []
    expect(contradictions(attempts('unknown'), noRow)).toEqual([
      'merchant-group ADD audit entry for id 9 (CRASH100001) without its row',
    ])
    const noMembers = whole()
    noMembers.groups = [{ id: 9, ...group, merchantIds: [], memberCount: 0 }]
    expect(contradictions(attempts('unknown'), noMembers)).toHaveLength(2)
  })

  it('an update: acknowledged and missing, or applied without its audit entry', () => {
    const tried: Attempt[] = [
      ...attempts('acked'),
      { kind: 'client-update', body: update, outcome: 'acked', id: 7 },
    ]
    expect(contradictions(tried, whole())).toEqual([
      expect.stringContaining('client CRASH100000: acknowledged update missing'),
    ])
    const applied = whole()
    applied.clients = [{ ...update }]
    const unanswered: Attempt[] = [
      ...attempts('acked'),
      { kind: 'client-update', body: update, outcome: 'unknown' },
    ]
    expect(contradictions(unanswered, applied)).toEqual([
      'client CRASH100000: update applied (unknown) with 0 UPDATE audit entries',
    ])
    applied.audit.push({
      action: 'UPDATE',
      entity: 'client',
      entityId: '7',
      after: maskRow(clientDef.personal, update),
    })
    expect(contradictions(unanswered, applied)).toEqual([])
  })

  it('a refusal while the server was up', () => {
    const refused: Attempt[] = [
      { kind: 'client-add', body: client, outcome: 'refused', detail: '409 Kode sudah ada' },
    ]
    expect(contradictions(refused, { clients: [], groups: [], audit: [] })).toEqual([
      'client-add CRASH100000 refused while the server was up: 409 Kode sudah ada',
    ])
  })
})
