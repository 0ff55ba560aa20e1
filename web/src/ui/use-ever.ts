import { useState } from 'react'

/**
 * Whether `condition` has held at any render so far. A dialog loaded on first use (issue 12 budgets) is
 * drawn once it has been opened and stays drawn, so it closes with its animation and focus handling.
 */
export function useEver(condition: boolean): boolean {
  const [ever, setEver] = useState(condition)
  if (condition && !ever) setEver(true)
  return ever || condition
}
