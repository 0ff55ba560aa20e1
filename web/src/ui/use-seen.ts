import { type RefCallback, useCallback, useState } from 'react'

/** How far below (or above) the screen an element counts as about to be seen, so it is ready on arrival. */
const AHEAD = '0px'

export interface Seen {
  /** For the element whose arrival on screen is awaited. */
  ref: RefCallback<Element>
  /** Whether it has come near the screen; stays true. */
  seen: boolean
}

/**
 * Whether an element has come near the screen, so what draws it (its data, its code) is asked for only then:
 * the panels below a page's first screen (docs/ARCHITECTURE.md "Bundle size"). It also counts as seen when
 * the page is printed, and when the keyboard's focus goes past it (a panel with nothing to focus yet would
 * otherwise be skipped without ever loading). A browser without IntersectionObserver sees everything at once.
 */
export function useSeen(): Seen {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined')
  const ref = useCallback<RefCallback<Element>>(
    (element) => {
      if (!element || seen) return
      const show = () => setSeen(true)
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) show()
        },
        { rootMargin: `${AHEAD} 0px` },
      )
      observer.observe(element)
      const onFocus = (event: FocusEvent) => {
        const target = event.target
        if (
          target instanceof Node &&
          (element.contains(target) ||
            element.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING)
        )
          show()
      }
      const print = window.matchMedia('print')
      const onPrint = () => {
        if (print.matches) show()
      }
      document.addEventListener('focusin', onFocus)
      window.addEventListener('beforeprint', show)
      print.addEventListener('change', onPrint)
      return () => {
        observer.disconnect()
        document.removeEventListener('focusin', onFocus)
        window.removeEventListener('beforeprint', show)
        print.removeEventListener('change', onPrint)
      }
    },
    [seen],
  )
  return { ref, seen }
}
