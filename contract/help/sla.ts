import type { TicketPriority, TicketStatus } from './vocabulary.ts'

/**
 * The complaint SLA (issue 19 item 2), pure: counted in business time (working days Monday–Friday, 08:00–17:00
 * WIB, minus the holidays given), running while the ticket is Baru or Diproses, paused while it waits on the
 * merchant (Menunggu Respons), stopped when it is closed and resumed with what was left when it is reopened.
 *
 * A clock is `{ remaining, dueAt, breached }`: while it runs `dueAt` is the instant the business time runs out
 * (so a list can compare it with now() in SQL) and `remaining` is what was left when it last started; while
 * paused or stopped `dueAt` is null and `remaining` is what is left (negative once overdue). `breached` sticks.
 */

const WIB_MS = 7 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000
const MINUTE_MS = 60 * 1000
export const WORK_START_MINUTE = 8 * 60
export const WORK_END_MINUTE = 17 * 60
export const WORK_DAY_MINUTES = WORK_END_MINUTE - WORK_START_MINUTE

/** Business minutes a ticket of each priority may take before it is breached. */
export const SLA_TARGET_MINUTES: Readonly<Record<TicketPriority, number>> = {
  HIGH: 4 * 60,
  MEDIUM: WORK_DAY_MINUTES,
  LOW: 3 * WORK_DAY_MINUTES,
}

export const RUNNING_STATUSES: readonly TicketStatus[] = ['BARU', 'DIPROSES']

/** Public holidays (WIB calendar days `YYYY-MM-DD`), which are not working days. */
export interface BusinessCalendar {
  readonly holidays: ReadonlySet<string>
}
export const NO_HOLIDAYS: BusinessCalendar = { holidays: new Set() }

export interface SlaClock {
  /** Business minutes left: at the last start while running, now while paused or stopped. */
  readonly remaining: number
  /** While running: when the business time runs out. */
  readonly dueAt: Date | null
  readonly breached: boolean
}

/** Midnight WIB of the WIB day holding `t`, as a UTC instant in ms. */
const wibDayStart = (t: number) => Math.floor((t + WIB_MS) / DAY_MS) * DAY_MS - WIB_MS
const wibDayText = (dayStart: number) => new Date(dayStart + WIB_MS).toISOString().slice(0, 10)

export function isWorkingDay(dayStart: number, cal: BusinessCalendar): boolean {
  const weekday = new Date(dayStart + WIB_MS).getUTCDay()
  return weekday !== 0 && weekday !== 6 && !cal.holidays.has(wibDayText(dayStart))
}

/** The working window [start, end) of a WIB day, or null for a day off. */
function windowOf(dayStart: number, cal: BusinessCalendar): [number, number] | null {
  if (!isWorkingDay(dayStart, cal)) return null
  return [dayStart + WORK_START_MINUTE * MINUTE_MS, dayStart + WORK_END_MINUTE * MINUTE_MS]
}

/** Ten years of days: no SLA spans more; a bound so a bad date can never loop for long. */
const MAX_DAYS = 3660

/** Business minutes (fractional) from `from` to `to`; 0 when `to` is not after `from`. */
export function businessMinutesBetween(from: Date, to: Date, cal: BusinessCalendar = NO_HOLIDAYS): number {
  const a = from.getTime()
  const b = to.getTime()
  if (!(b > a)) return 0
  let ms = 0
  let day = wibDayStart(a)
  for (let i = 0; day < b && i < MAX_DAYS; i++, day += DAY_MS) {
    const w = windowOf(day, cal)
    if (!w) continue
    const s = Math.max(w[0], a)
    const e = Math.min(w[1], b)
    if (e > s) ms += e - s
  }
  return ms / MINUTE_MS
}

/** The instant `minutes` business minutes after `from` (from the next working moment if `from` is outside one). */
export function addBusinessMinutes(from: Date, minutes: number, cal: BusinessCalendar = NO_HOLIDAYS): Date {
  let left = Math.max(0, minutes) * MINUTE_MS
  const a = from.getTime()
  let day = wibDayStart(a)
  for (let i = 0; i < MAX_DAYS; i++, day += DAY_MS) {
    const w = windowOf(day, cal)
    if (!w) continue
    const s = Math.max(w[0], a)
    if (s >= w[1]) continue
    if (left <= w[1] - s) return new Date(s + left)
    left -= w[1] - s
  }
  throw new Error('SLA melampaui batas kalender')
}

/** Business minutes left at `now` (negative when overdue). */
export function remainingAt(clock: SlaClock, now: Date, cal: BusinessCalendar = NO_HOLIDAYS): number {
  if (!clock.dueAt) return clock.remaining
  return now < clock.dueAt
    ? businessMinutesBetween(now, clock.dueAt, cal)
    : -businessMinutesBetween(clock.dueAt, now, cal)
}

/** Whether the ticket has gone past its SLA by `now` (sticky once it has). */
export const isBreached = (clock: SlaClock, now: Date): boolean =>
  clock.breached || (clock.dueAt !== null ? now > clock.dueAt : clock.remaining < 0)

const whole = (minutes: number) => (minutes >= 0 ? Math.floor(minutes) : -Math.ceil(-minutes))

/** A new ticket's clock: it runs from `now` with the whole target of its priority. */
export function startSla(priority: TicketPriority, now: Date, cal: BusinessCalendar = NO_HOLIDAYS): SlaClock {
  const remaining = SLA_TARGET_MINUTES[priority]
  return { remaining, dueAt: addBusinessMinutes(now, remaining, cal), breached: false }
}

function pause(clock: SlaClock, now: Date, cal: BusinessCalendar): SlaClock {
  if (!clock.dueAt) return clock
  const left = whole(remainingAt(clock, now, cal))
  return { remaining: left, dueAt: null, breached: isBreached(clock, now) }
}

function resume(clock: SlaClock, now: Date, cal: BusinessCalendar): SlaClock {
  if (clock.dueAt) return clock
  // An overdue clock resumes due at once: it stays breached and the list keeps showing it overdue.
  return {
    remaining: clock.remaining,
    dueAt: addBusinessMinutes(now, Math.max(0, clock.remaining), cal),
    breached: clock.breached || clock.remaining < 0,
  }
}

/** The clock after the ticket moves into `to` at `now`: running for Baru/Diproses, paused or stopped otherwise. */
export function slaForStatus(
  clock: SlaClock,
  to: TicketStatus,
  now: Date,
  cal: BusinessCalendar = NO_HOLIDAYS,
): SlaClock {
  return RUNNING_STATUSES.includes(to) ? resume(clock, now, cal) : pause(clock, now, cal)
}

/** The clock after a priority change: what is left grows or shrinks by the difference of the two targets. */
export function slaForPriority(
  clock: SlaClock,
  from: TicketPriority,
  to: TicketPriority,
  now: Date,
  cal: BusinessCalendar = NO_HOLIDAYS,
): SlaClock {
  const delta = SLA_TARGET_MINUTES[to] - SLA_TARGET_MINUTES[from]
  if (delta === 0) return clock
  const running = clock.dueAt !== null
  const left = whole(remainingAt(clock, now, cal)) + delta
  const breached = isBreached(clock, now)
  if (!running) return { remaining: left, dueAt: null, breached }
  return {
    remaining: left,
    dueAt: addBusinessMinutes(now, Math.max(0, left), cal),
    breached: breached || left < 0,
  }
}

/** Holidays from a comma-separated list of `YYYY-MM-DD` (the HELP_HOLIDAYS setting); anything else is ignored. */
export const calendarOf = (list: string): BusinessCalendar => ({
  holidays: new Set(
    list
      .split(',')
      .map((d) => d.trim())
      .filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d)),
  ),
})
