import type { RoleTaskMatrix } from '#contract/account/roles.ts'
import { normalize } from '../../navigation/page-search.ts'
import { groupLabel } from './labels.ts'

/**
 * The rules of the permission-matrix editor, pure so they are tested without a browser: which features
 * a search shows, which the administrator may tick, what "pilih semua" of a group does, what changed.
 */
export type MatrixGroup = RoleTaskMatrix['groups'][number]
export type MatrixFeature = MatrixGroup['features'][number]

/**
 * A feature can be ticked or unticked by an administrator who holds it. One they do not hold can only
 * be taken away (and put back) when the segment already had it: the server refuses to grant it.
 */
export const canToggle = (name: string, held: ReadonlySet<string>, original: ReadonlySet<string>) =>
  held.has(name) || original.has(name)

/** The groups and features matching a search (every word in the label, name or group name). */
export function filterGroups(groups: readonly MatrixGroup[], query: string): MatrixGroup[] {
  const words = normalize(query).split(' ').filter(Boolean)
  if (words.length === 0) return [...groups]
  return groups
    .map((g) => {
      const group = normalize(`${groupLabel(g.roleGroup)} ${g.roleGroup}`)
      const features = g.features.filter((f) => {
        const text = `${normalize(`${f.label} ${f.roleName}`)} ${group}`
        return words.every((w) => text.includes(w))
      })
      return { ...g, features }
    })
    .filter((g) => g.features.length > 0)
}

/** The state of a group's "pilih semua" box over the features it can change. */
export function groupState(
  features: readonly MatrixFeature[],
  selected: ReadonlySet<string>,
  toggleable: (name: string) => boolean,
): { checked: boolean; indeterminate: boolean; disabled: boolean; count: number } {
  const count = features.filter((f) => selected.has(f.roleName)).length
  const changeable = features.filter((f) => toggleable(f.roleName))
  const on = changeable.filter((f) => selected.has(f.roleName)).length
  return {
    checked: changeable.length > 0 && on === changeable.length,
    indeterminate: on > 0 && on < changeable.length,
    disabled: changeable.length === 0,
    count,
  }
}

/** Ticks (or unticks) every feature of a group the administrator can change; others stay as they are. */
export function setGroup(
  selected: ReadonlySet<string>,
  features: readonly MatrixFeature[],
  on: boolean,
  toggleable: (name: string) => boolean,
): Set<string> {
  const next = new Set(selected)
  for (const f of features) {
    if (!toggleable(f.roleName)) continue
    if (on) next.add(f.roleName)
    else next.delete(f.roleName)
  }
  return next
}

export function changesOf(original: ReadonlySet<string>, selected: ReadonlySet<string>) {
  return {
    added: [...selected].filter((f) => !original.has(f)).sort(),
    removed: [...original].filter((f) => !selected.has(f)).sort(),
  }
}

export const isDirty = (original: ReadonlySet<string>, selected: ReadonlySet<string>) => {
  const { added, removed } = changesOf(original, selected)
  return added.length > 0 || removed.length > 0
}
