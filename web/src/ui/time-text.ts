/**
 * A time of day typed as people in Indonesia write it: 08.30 (id-ID), 08:30, 8.30 or 0830, always on the
 * 24-hour clock. Returns "HH:mm", '' when nothing is typed, null when it is no time of day.
 */
export function textToTime(text: string): string | null | '' {
  const t = text.trim()
  if (t === '') return ''
  const m = /^(\d{1,2})[.:](\d{2})$/.exec(t) ?? /^(\d{2})(\d{2})$/.exec(t)
  if (!m) return null
  const hh = Number(m[1])
  const mm = Number(m[2])
  if (hh > 23 || mm > 59) return null
  return `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}`
}

/** "HH:mm" as shown beside a day: 08:30 (the product's tables write times with a colon). */
export function timeToText(time: string | undefined): string {
  return time && /^\d{2}:\d{2}$/.test(time) ? time : ''
}
