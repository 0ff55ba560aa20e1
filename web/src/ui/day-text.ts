import { isCalendarDay } from '#contract/engine/dates.ts'

/** A day YYYY-MM-DD as id-ID writes it: 25/11/2026 (empty for no day). */
export function dayToText(iso: string | undefined): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null
  return m ? `${m[3]}/${m[2]}/${m[1]}` : ''
}

/**
 * The day typed as id-ID writes it (25/11/2026, 25-11-2026, 25.11.2026; day and month may be one digit)
 * or as YYYY-MM-DD: the calendar day, '' when nothing is typed, null when it is no day.
 */
export function textToDay(text: string): string | null | '' {
  const t = text.trim()
  if (t === '') return ''
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t)
  const idn = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t)
  const day = iso
    ? `${iso[1]}-${iso[2]}-${iso[3]}`
    : idn
      ? `${idn[3]}-${idn[2]?.padStart(2, '0')}-${idn[1]?.padStart(2, '0')}`
      : null
  return day && isCalendarDay(day) ? day : null
}
