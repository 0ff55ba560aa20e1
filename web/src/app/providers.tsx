import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ToastContainer } from 'react-toastify'
import { ThemeProvider } from './theme-context.tsx'

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
})

/**
 * Query cache, theme and the toast container (docs/PRODUCT.md §9: top-right, 5 s, drag 80 %, pauses, click
 * closes).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <ToastContainer
          position="top-right"
          autoClose={5000}
          draggablePercent={80}
          pauseOnHover
          pauseOnFocusLoss
          closeOnClick
          theme="light"
        />
      </ThemeProvider>
    </QueryClientProvider>
  )
}
