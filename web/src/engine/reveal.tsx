import { useState } from 'react'
import type { ListDef } from '#contract/engine/resource.ts'
import { canReveal, revealResultSchema } from '#contract/engine/reveal.ts'
import type { CallResult } from '#contract/envelope.ts'
import type { PersonalFields } from '#contract/privacy/mask.ts'
import { callChecked } from '../api/endpoint.ts'
import { useProfile } from '../session/use-session.ts'
import { Button } from '../ui/button.tsx'
import { notify } from '../ui/notify.ts'

/**
 * Personal data on screen (docs/ARCHITECTURE.md "Personal data"): lists and details show what the server
 * sends, the masked value; a holder of VIEW_PERSONAL_DATA (and of the list's feature) gets a
 * "Tampilkan" beside it that asks POST /{apiPath}/reveal for the whole value, one value at a time
 * (each reveal is an audit entry), and shows it only where it was asked for, until the view closes.
 */
export interface Revealer {
  readonly personal: PersonalFields
  reveal(id: number, field: string): Promise<CallResult<{ value: string | null }>>
}

/** The list's revealer for the signed-in user, or null when they may not reveal (or there is nothing). */
export function useRevealer(list: Pick<ListDef, 'apiPath' | 'access' | 'personal'>): Revealer | null {
  const profile = useProfile()
  if (!canReveal(profile.roleSegmentValue, list)) return null
  return {
    personal: list.personal ?? {},
    reveal: (id, field) => callChecked(`/${list.apiPath}/reveal`, { id, field }, revealResultSchema),
  }
}

/** Whether a value is one of the list's personal values, drawn as PersonalValue (an empty one is just "—"). */
export const isPersonalValue = (
  fields: PersonalFields | undefined,
  key: string,
  value: unknown,
): value is string => fields?.[key] !== undefined && typeof value === 'string' && value !== ''

/** The accessible name of the button: "Tampilkan NIK Pemilik lengkap". */
export const revealLabel = (label: string) => `Tampilkan ${label} lengkap`

/**
 * A masked value and, when `revealer` may show it, its "Tampilkan" button. The click does not reach
 * the row (a report row opens its detail on click).
 */
export function PersonalValue({
  text,
  label,
  id,
  field,
  revealer,
}: {
  /** The value as the server sent it (masked). */
  text: string
  label: string
  id: number
  field: string
  revealer: Revealer | null
}) {
  const [full, setFull] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const show = async () => {
    if (!revealer) return
    setBusy(true)
    const result = await revealer.reveal(id, field)
    setBusy(false)
    if (result.success && result.data) setFull(result.data.value ?? '—')
    else notify(result.message, 'error')
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2">
      <span className="font-mono text-xs leading-5">{full ?? text}</span>
      {revealer ? (
        <Button
          variant="link"
          size="sm"
          className="h-auto px-0 py-0 text-xs"
          aria-label={full === null ? revealLabel(label) : `Sembunyikan ${label}`}
          disabled={busy}
          onClick={(event) => {
            event.stopPropagation()
            if (full === null) void show()
            else setFull(null)
          }}
        >
          {full === null ? 'Tampilkan' : 'Sembunyikan'}
        </Button>
      ) : null}
    </span>
  )
}
