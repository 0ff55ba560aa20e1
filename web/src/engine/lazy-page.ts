import { type ComponentType, createElement, lazy, useState } from 'react'

/** A page whose code loads on first use, and which can be asked for before it is drawn. */
export type LazyPage = ComponentType & {
  /** Loads the page's code; once it has arrived the page draws at once instead of suspending. */
  preload: () => Promise<void>
}

/**
 * React's `lazy`, plus `preload`: a lazy component suspends on its first draw even when its code is already
 * there, so the page opened first showed the route's spinner for a frame (and React holds a revealed
 * fallback ~300 ms), which pushed the page's first paint and its largest content back (docs/PERFORMANCE.md
 * "Web"). web/src/app/main.tsx preloads the shell and the opened page before the first draw.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined
  let loading: Promise<{ default: ComponentType }> | undefined
  const start = () => {
    loading ??= load().then((module) => {
      loaded = module.default
      return module
    })
    return loading
  }
  const Suspending = lazy(start)
  function Page() {
    // Chosen once per mount: switching from the lazy wrapper to the loaded page would mount it again.
    const [Component] = useState<ComponentType>(() => loaded ?? Suspending)
    return createElement(Component)
  }
  return Object.assign(Page, { preload: () => start().then(() => undefined) })
}
