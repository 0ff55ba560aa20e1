import { type ReactNode, startTransition, useEffect, useState } from 'react'

/**
 * Draws `fallback` first and `children` from the frame after it has been painted: code a page shows below
 * its first paint is asked for only then, so its requests and the work they start do not count against the
 * first paint (docs/PERFORMANCE.md "Web"). Its own state: only this part of the page is drawn again, in a
 * transition, so React yields to the browser meanwhile.
 */
export function WhenPainted({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    // A timeout from an animation frame runs once that frame has been painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)))
    })
    return () => {
      cancelAnimationFrame(frame)
      if (timer !== undefined) clearTimeout(timer)
    }
  }, [])
  return painted ? children : fallback
}
