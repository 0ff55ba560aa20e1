import { SearchX } from 'lucide-react'
import { buttonVariants } from '../ui/button.tsx'
import { useDocumentTitle } from '../ui/document-title.ts'
import { EmptyState } from '../ui/empty-state.tsx'

/** A public-looking address that is not one of the public pages (/login/salah …). */
export function PublicNotFound() {
  useDocumentTitle('Halaman tidak ditemukan')
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col justify-center gap-4 p-4">
      <h1 className="text-2xl font-semibold tracking-tight">Halaman tidak ditemukan</h1>
      <EmptyState
        icon={SearchX}
        title="Alamat ini tidak ada"
        description="Halaman yang Anda buka tidak ada atau sudah dipindahkan. Periksa kembali alamatnya atau masuk ke dashboard."
      >
        <a href="/login" className={buttonVariants({ size: 'sm' })}>
          Ke halaman login
        </a>
      </EmptyState>
    </main>
  )
}
