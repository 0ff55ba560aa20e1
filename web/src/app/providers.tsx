import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { ThemeProvider } from './theme-context.tsx'
import { whenIdleAfterLoad } from './when-idle.ts'

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
})

// The toast container loads once the page is shown and the browser is idle, as on the public pages: not
// before the page (issue 12's first-load budgets), nor beside it, where it was one more chunk fetched and run
// before the page's first paint (docs/PERFORMANCE.md "Web"). An alert raised earlier waits in the library's
// queue (web/src/ui/notify.ts).
const Toasts = lazy(() => import('../ui/toasts.tsx').then((m) => ({ default: m.Toasts })))

/** Query cache, theme and the toast container of the signed-in app. */
export function Providers({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdleAfterLoad(() => setIdle(true)), [])
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        {idle ? (
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
        ) : null}
      </ThemeProvider>
    </QueryClientProvider>
  )
}
