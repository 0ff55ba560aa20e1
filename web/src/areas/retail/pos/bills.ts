import { createStore, del, entries, set } from 'idb-keyval'
import {
  type OpenBill,
  posBillDelete,
  posBillOpen,
  posBillSave,
  posBills,
} from '#contract/retail/pos-bills.ts'
import { NETWORK_ERROR } from '../../../api/client.ts'
import { callEndpoint } from '../../../api/endpoint.ts'

/**
 * Saved (open) bills as the cashier sees them (issue 18 item 3): kept on the server for every device of the
 * outlet (contract/retail/pos-bills.ts). A bill saved while the server cannot be reached waits in this
 * browser (IndexedDB) and is sent, under the id it was given, the next time the list is read online; until
 * then it is shown as "di perangkat ini".
 */
const pending = createStore('mint-pos-bills', 'bills')

type SaveInput = Parameters<typeof callEndpoint<typeof posBillSave>>[1]

/** A bill in the list: the server's, or one still waiting in this browser. */
export type ListedBill = OpenBill & { local: boolean }

/** The bill in the cart now: `version` 0 when it is not on the server (new, or taken from this browser). */
export interface CartBill {
  id: string
  label: string
  version: number
}

export type SaveResult =
  | { kind: 'saved'; bill: OpenBill }
  | { kind: 'local' }
  | { kind: 'refused'; message: string }

export async function saveBill(input: SaveInput): Promise<SaveResult> {
  const res = await callEndpoint(posBillSave, input)
  if (res.success && res.data) return { kind: 'saved', bill: res.data }
  // Offline: only a new bill waits here; saving back a server bill needs the server's version check.
  if (res.message === NETWORK_ERROR && input.version === 0) {
    await set(input.id, input, pending)
    return { kind: 'local' }
  }
  return { kind: 'refused', message: res.message }
}

const localBill = (b: SaveInput): ListedBill => ({
  ...b,
  version: 0,
  savedBy: '',
  savedAt: '',
  openedBy: null,
  openedAt: null,
  local: true,
})

/**
 * The outlet's bills: first the ones waiting in this browser are sent (one refused for good, e.g. its name
 * taken meanwhile, stays here with the server's reason shown by the caller); then the server's list. Offline,
 * only this browser's.
 */
export async function listBills(
  outletId: number,
): Promise<{ bills: ListedBill[]; offline: boolean; refused: string[] }> {
  const waiting = (await entries<string, SaveInput>(pending))
    .map(([, b]) => b)
    .filter((b) => b.outletId === outletId)
  const refused: string[] = []
  const sent = new Set<string>()
  let offline = false
  for (const b of waiting) {
    // Named field by field: a bill kept by an earlier version of the cashier had no version.
    const { id, label, lines, orderDiscount } = b
    const res = await callEndpoint(posBillSave, { id, outletId, label, lines, orderDiscount, version: 0 })
    if (res.success) {
      await del(b.id, pending)
      sent.add(b.id)
    } else if (res.message === NETWORK_ERROR) {
      offline = true
      break
    } else refused.push(`${b.label}: ${res.message}`)
  }
  const still = waiting.filter((b) => !sent.has(b.id))
  const res = offline ? null : await callEndpoint(posBills, { outletId })
  if (res && !res.success && res.message !== NETWORK_ERROR) throw new Error(res.message)
  const server = res?.success && res.data ? res.data.map((b) => ({ ...b, local: false })) : []
  return { bills: [...still.map(localBill), ...server], offline: offline || !res?.success, refused }
}

/**
 * Opens a bill into the cart: a server bill is marked as this cashier's and keeps its id (the sale settles
 * it); a bill waiting in this browser is taken out of it (it was never on the server).
 */
export async function openBill(
  b: ListedBill,
): Promise<{ bill: OpenBill; cart: CartBill } | { refused: string }> {
  if (b.local) {
    await del(b.id, pending)
    return { bill: b, cart: { id: b.id, label: b.label, version: 0 } }
  }
  const res = await callEndpoint(posBillOpen, { id: b.id })
  if (!res.success || !res.data) return { refused: res.message }
  return { bill: res.data, cart: { id: res.data.id, label: res.data.label, version: res.data.version } }
}

export async function deleteBill(b: ListedBill): Promise<string | null> {
  if (b.local) {
    await del(b.id, pending)
    return null
  }
  const res = await callEndpoint(posBillDelete, { id: b.id })
  return res.success ? null : res.message
}
