import { type SQL, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { AUDIT_ACTIONS, type AuditAction } from '#contract/developer/audit-log.ts'
import {
  type Actor,
  type ActorRole,
  type Refusal,
  refusalOf,
  type Taker,
  type TransitionDef,
  type WorkflowDef,
} from '#contract/engine/workflow.ts'
import type { AuthContext } from '../access/caller.ts'
import { authOf } from '../access/enforce.ts'
import { audit } from '../audit/log.ts'
import type { Db } from '../db/client.ts'
import { ApiError } from '../http/errors.ts'
import type { Mail, SendMail } from '../mail/send.ts'
import { rowsOf } from './query.ts'
import { runWrite, type UniqueRule } from './write.ts'

/**
 * The one path of every controlled transition (contract/engine/workflow.ts): in one transaction the item is
 * locked by its handler, the declaration's rules are checked against the locked state and the item's actors (by
 * user id), the handler's writes run, the taker is recorded as an actor and the audit entry written. A refusal
 * (403/409 with the rule's message) writes nothing and is audited on its own, after the rollback.
 */

const ROLE_AUDIT: Record<ActorRole, AuditAction> = {
  CREATE: 'CREATE',
  EDIT: 'UPDATE',
  SUBMIT: 'SUBMIT',
  PROPOSE: 'PROPOSE',
  APPROVE: 'APPROVE',
  REJECT: 'REJECT',
  EXECUTE: 'APPLY',
}

const auditActionOf = (t: TransitionDef<string>): AuditAction => {
  const named = AUDIT_ACTIONS.find((a) => a.value === t.auditAction)
  if (t.auditAction && !named) throw new Error(`unknown audit action ${t.auditAction}`)
  return named?.value ?? ROLE_AUDIT[t.actor]
}

export const takerOf = (auth: AuthContext): Taker => ({
  userId: auth.userId,
  roles: auth.roles,
  userTypeLevel: auth.userTypeLevel,
})

class WorkflowRefusal extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message)
  }
}

/** An item's actors in the order they acted. */
export async function actorsOf(db: Db, wf: WorkflowDef, itemId: string | number): Promise<Actor[]> {
  return (await actorsOfItems(db, wf, [itemId])).get(String(itemId)) ?? []
}

/** The actors of many items of one workflow at once (a segment's versions), by item id. */
export async function actorsOfItems(
  db: Db,
  wf: WorkflowDef,
  itemIds: readonly (string | number)[],
): Promise<Map<string, Actor[]>> {
  const byItem = new Map<string, Actor[]>()
  if (itemIds.length === 0) return byItem
  const rows = rowsOf(
    await db.execute(sql`select a.item_id, a.role, a.user_id, u.username, a.at from control_actor a
      join dashboard_user u on u.id = a.user_id
      where a.workflow = ${wf.key} and a.item_id in ${itemIds.map(String)} order by a.id`),
  )
  for (const r of rows) {
    const list = byItem.get(String(r.item_id)) ?? []
    list.push({
      role: r.role as ActorRole,
      userId: String(r.user_id),
      username: String(r.username),
      at: new Date(String(r.at)).toISOString(),
    })
    byItem.set(String(r.item_id), list)
  }
  return byItem
}

/** A list's or detail's `actors` (actorsSchema), read beside the row: the web draws the row's actions from it. */
export const actorsColumn = (wf: WorkflowDef, itemId: SQL | { name: string }): SQL =>
  sql`(select coalesce(jsonb_agg(jsonb_build_object('role', a.role, 'userId', a.user_id, 'username', u.username,
          'at', to_char(a.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by a.id), '[]'::jsonb)
        from control_actor a join dashboard_user u on u.id = a.user_id
       where a.workflow = ${wf.key} and a.item_id = ${itemId}::text)`

/**
 * Who took one of these roles of an item, by the account's name now (a renamed user shows as renamed); the name
 * the row stored before actors were recorded by id otherwise.
 */
export const actorName = (
  wf: WorkflowDef,
  roles: readonly ActorRole[],
  itemId: SQL | { name: string },
  stored: SQL | { name: string },
): SQL =>
  sql`coalesce((select u.username from control_actor a join dashboard_user u on u.id = a.user_id
      where a.workflow = ${wf.key} and a.item_id = ${itemId}::text and a.role in ${roles}
      order by a.id desc limit 1), ${stored})`

/** What a lock reads: the item's state, and what a refusal for its state may add (a rejection's note). */
export interface LockedItem<S extends string> {
  state: S | null
  stateNote?: string
}

export interface TransitionSpec<S extends string, L extends LockedItem<S>, R> {
  /** The item's id; for the transition that creates it, returned by `apply` instead. */
  itemId?: string | number
  /** Locks the item (FOR UPDATE) after its scope check and reads its state; `{ state: null }` for a create. */
  lock: (tx: Db) => Promise<L>
  /** The transition's own writes, after the rules passed. */
  apply: (
    tx: Db,
    locked: L,
    ctx: { queueMail: (mail: Mail) => void },
  ) => Promise<{
    result: R
    itemId?: string | number
    /** What the audit entry adds (or, for an edit of a part, the part it names). */
    audit?: { entity?: string; entityId?: string; before?: object; after?: object }
  }>
  sendMail?: SendMail
  unique?: readonly UniqueRule[]
}

const noMail: SendMail = async () => {}

const recordActor = (tx: Db, wf: WorkflowDef, key: string, itemId: string, auth: AuthContext) =>
  tx.execute(sql`insert into control_actor (workflow, item_id, role, transition, user_id)
    values (${wf.key}, ${itemId}, ${transitionOf(wf, key).actor}, ${key}, ${auth.userId})`)

const transitionOf = (wf: WorkflowDef, key: string) =>
  (wf.transitions as Record<string, TransitionDef<string>>)[key] as TransitionDef<string>

/**
 * An item created inside another write (a segment's proposed version, saved by the resource engine): the create
 * transition's rule is checked and its maker recorded in that write's transaction; the write audits it.
 */
export async function enterWorkflow(
  tx: Db,
  auth: AuthContext,
  wf: WorkflowDef,
  key: string,
  itemId: string | number,
): Promise<void> {
  const refusal = refusalOf(wf, key, { state: null, actors: [] }, takerOf(auth))
  if (refusal) throw new ApiError(refusal.status, refusal.message)
  await recordActor(tx, wf, key, String(itemId), auth)
}

export async function takeTransition<S extends string, T extends string, L extends LockedItem<S>, R>(
  db: Db,
  request: FastifyRequest,
  wf: WorkflowDef<S, T>,
  key: T,
  spec: TransitionSpec<S, L, R>,
): Promise<R> {
  const auth = authOf(request)
  const t = transitionOf(wf, key)
  try {
    return await runWrite(
      db,
      spec.sendMail ?? noMail,
      async (tx, queueMail) => {
        const locked = await spec.lock(tx)
        const actors = spec.itemId === undefined ? [] : await actorsOf(tx, wf, spec.itemId)
        const refusal = refusalOf(wf, key, { state: locked.state, actors }, takerOf(auth))
        if (refusal)
          throw new WorkflowRefusal(
            refusal.rule === 'state' && locked.stateNote
              ? { ...refusal, message: `${refusal.message} ${locked.stateNote}` }
              : refusal,
          )
        const out = await spec.apply(tx, locked, { queueMail })
        const itemId = String(out.itemId ?? spec.itemId)
        await recordActor(tx, wf, key, itemId, auth)
        await audit(tx, request, {
          action: auditActionOf(t),
          entity: out.audit?.entity ?? wf.entity,
          entityId: out.audit?.entityId ?? itemId,
          before: { state: locked.state, ...out.audit?.before },
          after: { state: t.to ?? locked.state, ...out.audit?.after },
        })
        return out.result
      },
      {
        unique: spec.unique ?? [],
        afterRollback: async (err) => {
          if (!(err instanceof WorkflowRefusal)) return
          await audit(db, request, {
            action: 'REFUSED',
            entity: wf.entity,
            entityId: spec.itemId === undefined ? '' : String(spec.itemId),
            after: { workflow: wf.key, transition: key, rule: err.refusal.rule, message: err.message },
          })
        },
      },
    )
  } catch (err) {
    if (err instanceof WorkflowRefusal) throw new ApiError(err.refusal.status, err.message)
    throw err
  }
}
