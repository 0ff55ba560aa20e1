import { TriangleAlert } from 'lucide-react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { Button } from '../ui/button.tsx'
import { EmptyState } from '../ui/empty-state.tsx'

/** Shown when a page fails to load or render (for example a chunk missing after an update). */
export function RouteError() {
  const error = useRouteError()
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined
  return (
    <main lang="id" className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 p-4">
      <h1 className="text-2xl font-semibold">Terjadi kesalahan</h1>
      <EmptyState
        icon={TriangleAlert}
        title="Halaman tidak dapat ditampilkan"
        description="Muat ulang halaman. Jika masalah berlanjut, hubungi tim dukungan."
      >
        {detail ? <p className="text-xs text-muted-foreground">Detail: {detail}</p> : null}
        <Button onClick={() => window.location.reload()}>Muat ulang</Button>
      </EmptyState>
    </main>
  )
}
