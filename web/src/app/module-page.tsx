import { Construction } from 'lucide-react'
import { Link } from 'react-router'
import { MENU, type MenuLink } from '#contract/navigation/menu.ts'
import { buttonVariants } from '../ui/button.tsx'
import { EmptyState } from '../ui/empty-state.tsx'
import { type Crumb, PageHeader } from '../ui/page-header.tsx'

const groupTitleOf = (href: string): string | undefined =>
  MENU.find((e) => e.kind === 'group' && e.items.some((i) => i.href === href))?.title

/**
 * The page of a menu route whose module is not built yet: breadcrumb, title and an honest empty
 * state. No invented data.
 */
export function ModulePage({ route }: { route: MenuLink }) {
  const group = groupTitleOf(route.href)
  const crumbs: Crumb[] = [{ label: 'Beranda', href: '/' }]
  if (group) crumbs.push({ label: group })
  crumbs.push({ label: route.title })

  return (
    <>
      <PageHeader title={route.pageTitle} crumbs={crumbs} />
      <EmptyState
        icon={Construction}
        title="Modul ini belum tersedia"
        description="Data halaman ini akan tampil di sini setelah modulnya diaktifkan."
      >
        <Link to="/" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          Kembali ke beranda
        </Link>
      </EmptyState>
    </>
  )
}
