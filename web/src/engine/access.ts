import type { Profile } from '#contract/auth/schemas.ts'
import { canChangeRows, type ResourceDef } from '#contract/engine/resource.ts'

/** Whether the user may change rows of the resource at all (run its actions): the contract's rule. */
export const canChangeResource = (def: ResourceDef, profile: Pick<Profile, 'userTypeLevel'>): boolean =>
  canChangeRows(def, profile.userTypeLevel)

/** Whether the user may add, edit and delete rows (an editable resource they may change). */
export const canWriteResource = (def: ResourceDef, profile: Pick<Profile, 'userTypeLevel'>): boolean =>
  def.editable !== false && canChangeResource(def, profile)
