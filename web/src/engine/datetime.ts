/**
 * `<input type="datetime-local">` has no time zone: its value is read and written as WIB (UTC+07:00),
 * the time zone every time in the product is shown in, and sent to the API as ISO 8601 with +07:00.
 */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000
const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

/**
 * An instant as ISO 8601 (…Z). Also reads PostgreSQL's text form ("2026-11-21 14:48:28.213+00"),
 * which some browsers do not parse. "" when it is not an instant.
 */
export function toIsoInstant(value: string | null | undefined): string {
  if (!value) return ''
  const pg = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}(?::?\d{2})?)?$/.exec(
    value.trim(),
  )
  if (!pg) return ''
  const [, date, time, zone] = pg
  const offset =
    !zone || zone === 'Z'
      ? 'Z'
      : zone.length === 3
        ? `${zone}:00`
        : zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2')
  const ms = Date.parse(`${date}T${time}${offset}`)
  return Number.isNaN(ms) ? '' : new Date(ms).toISOString()
}

/** "2026-11-21T07:05:00.000Z" → "2026-11-21T14:05" (the WIB wall-clock time); "" when invalid. */
export function isoToLocalInput(iso: string | null | undefined): string {
  const instant = toIsoInstant(iso)
  if (!instant) return ''
  const ms = Date.parse(instant)
  if (Number.isNaN(ms)) return ''
  return new Date(ms + WIB_OFFSET_MS).toISOString().slice(0, 16)
}

/** "2026-11-21T14:05" → "2026-11-21T14:05:00+07:00"; "" when the input is empty or malformed. */
export function localInputToIso(local: string | null | undefined): string {
  const m = LOCAL.exec((local ?? '').trim())
  if (!m) return ''
  const [, date, hh, mm, ss] = m
  const iso = `${date}T${hh}:${mm}:${ss ?? '00'}+07:00`
  return Number.isNaN(Date.parse(iso)) ? '' : iso
}
