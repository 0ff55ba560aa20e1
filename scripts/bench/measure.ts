import { readFileSync } from 'node:fs'

/** The p-th percentile of ascending `sorted` (nearest rank; 0 for no samples). */
export const pct = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

/** The middle value of unsorted figures (the upper middle of an even count), 0 for none. */
export const median = (xs: number[]): number =>
  pct(
    [...xs].sort((a, b) => a - b),
    50,
  )

/** Resident memory of a process in MB (Linux /proc). */
export const rssMb = (pid: number): number => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return m ? Number(m[1]) / 1024 : 0
}
