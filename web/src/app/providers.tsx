import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { lazy, type ReactNode, Suspense } from 'react'
import { ThemeProvider } from './theme-context.tsx'

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
})

// The toast container loads beside the page, not before it (issue 12's first-load budgets).
const Toasts = lazy(() => import('../ui/toasts.tsx').then((m) => ({ default: m.Toasts })))

/** Query cache, theme and the toast container of the signed-in app. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      </ThemeProvider>
    </QueryClientProvider>
  )
}
