import { type ComponentType, createElement, lazy, useState } from 'react'

/** A page whose code loads on first use, and which can be asked for before it is drawn. */
export type LazyPage<P extends object = object> = ComponentType<P> & {
  /** Loads the page's code; once it has arrived the page draws at once instead of suspending. */
  preload: () => Promise<void>
}

/**
 * React's `lazy`, plus `preload`: a lazy component suspends on its first draw even when its code is already
 * there, so the page opened first showed the route's spinner for a frame (and React holds a revealed
 * fallback ~300 ms), which pushed the page's first paint and its largest content back (docs/PERFORMANCE.md
 * "Web"). web/src/app/main.tsx preloads the shell and the opened page before the first draw.
 */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>): LazyPage => lazyComponent(load)

/** The same for a component drawn with props (web/src/app/route-page.tsx's RoutePage). */
export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<{ default: ComponentType<P> }> | undefined
  const start = () => {
    loading ??= load().then((module) => {
      loaded = module.default
      return module
    })
    return loading
  }
  const Suspending = lazy(start)
  function Page(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded page would mount it again.
    const [Component] = useState<ComponentType<P>>(
      () => loaded ?? (Suspending as unknown as ComponentType<P>),
    )
    return createElement(Component, props)
  }
  return Object.assign(Page, { preload: () => start().then(() => undefined) })
}
