import { z } from 'zod'
import { type AnyOf, can, type RoleEntry } from '../access/can.ts'
import { FEATURES, type FeatureName } from '../access/features.ts'
import { access, type RouteAccess } from '../access/route-access.ts'
import type { UserTypeLevel } from '../auth/schemas.ts'
import { formatDateTime } from '../format.ts'

/**
 * Controlled workflows (docs/ARCHITECTURE.md "Four eyes"): each item that moves money or sets a price declares
 * here, once, its states, the transitions between them, the feature each transition needs and which earlier
 * actors of the item may not take it. The server takes every transition through one engine path
 * (server/engine/workflow.ts: lock, state check, actor check, audit) and the web draws a row's actions from
 * the same declaration, so the two cannot drift apart. Actors are user ids (a rename changes nothing).
 */

/** What a user did to an item; each transition records its taker under one of these. */
export const ACTOR_ROLES = ['CREATE', 'EDIT', 'SUBMIT', 'PROPOSE', 'APPROVE', 'REJECT', 'EXECUTE'] as const
export type ActorRole = (typeof ACTOR_ROLES)[number]

/** The actor as the history and the refusals name them. */
export const ACTOR_ROLE_LABEL: Record<ActorRole, string> = {
  CREATE: 'pembuat',
  EDIT: 'pengubah',
  SUBMIT: 'pengaju',
  PROPOSE: 'pengusul',
  APPROVE: 'penyetuju',
  REJECT: 'penolak',
  EXECUTE: 'pelaksana',
}

/** One actor of an item, in the order they acted: what list rows and details carry as `actors`. */
export const actorSchema = z.object({
  role: z.enum(ACTOR_ROLES),
  userId: z.string(),
  username: z.string(),
  at: z.string(),
})
export type Actor = z.infer<typeof actorSchema>
export const actorsSchema = z.array(actorSchema)

/**
 * A segment may approve for its own client only with this feature (issue 30 item 3): otherwise a checker is
 * scoped to everything, so a client's own staff cannot release their client's money on their own.
 */
export const APPROVE_FOR_OWN_CLIENT: FeatureName = 'APPROVE_FOR_OWN_CLIENT'

export interface TransitionDef<S extends string> {
  /** The action as a button or menu item says it ("Setujui"). */
  readonly label: string
  /** The same, done ("Disetujui"): what refusals say. */
  readonly passive: string
  /** The states it leaves; empty for the transition that creates the item. */
  readonly from: readonly S[]
  /** The state it enters; left out for an edit, which keeps it. */
  readonly to?: S
  /** The features its taker must hold one of. */
  readonly feature: AnyOf
  /** What the taker becomes in the item's history. */
  readonly actor: ActorRole
  /** Earlier actors who may not take it: for an approval, everyone who created, edited or submitted. */
  readonly distinctFrom?: readonly ActorRole[]
  /** A checker's transition: scoped to everything unless the segment holds APPROVE_FOR_OWN_CLIENT. */
  readonly checker?: boolean
  /** A red action (reject, remove). */
  readonly danger?: boolean
  /** The audit log's action when not the actor's own (RETRY, RESUME, DELETE): a value of AUDIT_ACTIONS. */
  readonly auditAction?: string
}

export interface WorkflowDef<S extends string = string, T extends string = string> {
  /** Its name in the actor table, the audit and the tests ("deposit-topup"). */
  readonly key: string
  /** What the item is called in messages ("top up deposit", "dokumen"). */
  readonly noun: string
  /** Its table, the audit log's entity. */
  readonly entity: string
  /**
   * Its items belong to a client (the lock reads them in the caller's scope): only then may a client-scoped
   * checker holding APPROVE_FOR_OWN_CLIENT decide them. Items of no client are decided by ALL-scoped users alone.
   */
  readonly ownedByClient?: boolean
  readonly states: readonly { readonly value: S; readonly label: string }[]
  readonly transitions: { readonly [K in T]: TransitionDef<S> }
}

export const defineWorkflow = <const S extends string, const T extends string>(
  def: WorkflowDef<S, T>,
): WorkflowDef<S, T> => def

export type TransitionOf<W> = W extends WorkflowDef<string, infer T> ? T : never

/** The caller as the rules see them: who (by id), what they hold, how far their data reaches. */
export interface Taker {
  readonly userId: string
  readonly roles: readonly RoleEntry[]
  readonly userTypeLevel: UserTypeLevel
}

/** Why a transition is refused: 403 for who the taker is, 409 for where the item stands. */
export interface Refusal {
  readonly status: 403 | 409
  readonly rule: 'feature' | 'scope' | 'state' | 'distinct'
  readonly message: string
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const joinOr = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} atau ${words.at(-1)}`

/** "Disetujui oleh pembuat, pengubah atau pengaju dokumen disbursement tidak diizinkan: …" */
export const distinctMessage = (wf: WorkflowDef, t: TransitionDef<string>, held: readonly ActorRole[]) =>
  `${t.passive} oleh ${joinOr(held.map((r) => ACTOR_ROLE_LABEL[r]))} ${wf.noun} tidak diizinkan: minta pengguna lain.`

const transitionOf = <S extends string>(wf: WorkflowDef<S>, key: string): TransitionDef<S> => {
  const t = (wf.transitions as Record<string, TransitionDef<S>>)[key]
  if (!t) throw new Error(`workflow ${wf.key} has no transition ${key}`)
  return t
}

/**
 * What a transition's endpoint declares (spread into defineEndpoint): its access is the transition's feature and
 * the endpoint names the transition, which the consistency test (contract/engine/workflow.test.ts) holds.
 */
export const transitionEndpoint = <S extends string, T extends string>(wf: WorkflowDef<S, T>, key: T) => ({
  access: access.features(...transitionOf(wf, key).feature) as RouteAccess,
  transition: { workflow: wf as WorkflowDef, key: key as string },
})

/**
 * The one rule check, the same on both sides: the server refuses with it (server/engine/workflow.ts) and the web
 * hides the action it would refuse. `state` is the item's state now; `actors` its history so far.
 */
export function refusalOf<S extends string>(
  wf: WorkflowDef<S>,
  key: string,
  item: { readonly state: S | null; readonly actors: readonly Pick<Actor, 'role' | 'userId'>[] },
  taker: Taker,
): Refusal | null {
  const t = transitionOf(wf, key)
  const done = t.passive.toLowerCase()
  if (!can(taker.roles, t.feature))
    return {
      status: 403,
      rule: 'feature',
      message: `${capital(wf.noun)} hanya dapat ${done} oleh pemegang akses ${t.feature.map((f) => `"${FEATURES[f].label}"`).join(' atau ')}.`,
    }
  if (t.checker && taker.userTypeLevel !== 'ALL') {
    const ownClient =
      wf.ownedByClient === true &&
      taker.userTypeLevel === 'CLIENT' &&
      can(taker.roles, [APPROVE_FOR_OWN_CLIENT])
    if (!ownClient)
      return {
        status: 403,
        rule: 'scope',
        message: `${capital(wf.noun)} hanya dapat ${done} oleh pengguna dengan cakupan semua data.`,
      }
  }
  if (item.state === null ? t.from.length > 0 : !t.from.includes(item.state)) {
    const label = wf.states.find((s) => s.value === item.state)?.label ?? String(item.state)
    // Who brought it there, when the history is at hand (the server's always is).
    const last = item.actors.at(-1) as Partial<Actor> | undefined
    const by = last?.username && last.at ? ` (${last.username}, ${formatDateTime(last.at)})` : ''
    return {
      status: 409,
      rule: 'state',
      message: `${capital(wf.noun)} ini berstatus ${label}${by}: tidak dapat ${done}.`,
    }
  }
  const held = (t.distinctFrom ?? []).filter((role) =>
    item.actors.some((a) => a.role === role && a.userId === taker.userId),
  )
  if (held.length > 0) return { status: 403, rule: 'distinct', message: distinctMessage(wf, t, held) }
  return null
}

/** The transitions a row offers this user (its menu), in declaration order. */
export function actionsOf<S extends string, T extends string>(
  wf: WorkflowDef<S, T>,
  item: { readonly state: S | null; readonly actors: readonly Pick<Actor, 'role' | 'userId'>[] },
  taker: Taker,
  only?: readonly T[],
): T[] {
  return (Object.keys(wf.transitions) as T[]).filter(
    (k) => (only ? only.includes(k) : true) && refusalOf(wf, k, item, taker) === null,
  )
}
