import { SearchX } from 'lucide-react'
import { Link } from 'react-router'
import { buttonVariants } from '../ui/button.tsx'
import { useDocumentTitle } from '../ui/document-title.ts'
import { EmptyState } from '../ui/empty-state.tsx'

export function NotFoundPage() {
  useDocumentTitle('Halaman tidak ditemukan')
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 py-8">
      <h1 className="text-2xl font-semibold tracking-tight">Halaman tidak ditemukan</h1>
      <EmptyState
        icon={SearchX}
        title="Alamat ini tidak ada"
        description="Halaman yang Anda buka tidak ada atau sudah dipindahkan. Periksa kembali alamatnya atau kembali ke beranda."
      >
        <Link to="/" className={buttonVariants({ size: 'sm' })}>
          Ke beranda
        </Link>
      </EmptyState>
    </div>
  )
}
