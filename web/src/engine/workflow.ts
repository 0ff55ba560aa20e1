import { useMemo } from 'react'
import {
  type Actor,
  actionsOf,
  type Taker,
  type TransitionDef,
  type WorkflowDef,
} from '#contract/engine/workflow.ts'
import { useProfile } from '../session/use-session.ts'
import type { Row } from './resource-api.ts'
import type { RowMenuItem } from './row-label.ts'

/**
 * A row's actions drawn from its workflow (contract/engine/workflow.ts), by the rule the server enforces: only the
 * transitions this user may take on this row now (its state, its actors by id, the user's features and scope).
 */

/** The signed-in user as the workflow rules see them. */
export function useTaker(): Taker {
  const profile = useProfile()
  return useMemo(
    () => ({ userId: profile.userId, roles: profile.roleSegmentValue, userTypeLevel: profile.userTypeLevel }),
    [profile],
  )
}

/** The item as the rules read it from a list row: its state field and its `actors` (actorsSchema). */
export const itemOf = (row: Row, stateField = 'status') => ({
  state: String(row[stateField]),
  actors: (row.actors as Actor[] | undefined) ?? [],
})

/** Menu items for the transitions among `handlers` that this user may take on the row, in declaration order. */
export function transitionItems<S extends string, T extends string>(
  wf: WorkflowDef<S, T>,
  row: Row,
  taker: Taker,
  handlers: Partial<Record<T, () => void>>,
  stateField = 'status',
): RowMenuItem[] {
  const item = itemOf(row, stateField) as { state: S; actors: Actor[] }
  return actionsOf(wf, item, taker, Object.keys(handlers) as T[]).map((key) => {
    const t = (wf.transitions as Record<T, TransitionDef<S>>)[key]
    return {
      key,
      label: t.label,
      onSelect: handlers[key] as () => void,
      ...(t.danger ? { tone: 'danger' as const } : {}),
    }
  })
}
