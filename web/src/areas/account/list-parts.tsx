import { RotateCw, SearchX } from 'lucide-react'
import { MENU, routeByPath } from '#contract/navigation/menu.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import type { Crumb } from '../../ui/page-header.tsx'

/** Pieces the account lists share with the resource lists: the error and empty states, the trail. */

export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3">
      <Alert variant="error">{message}</Alert>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        Coba lagi
      </Button>
    </div>
  )
}

export function ListEmpty({
  filtering,
  onReset,
  hint,
}: {
  filtering: boolean
  onReset: () => void
  /** What to do about an empty list ("Tambahkan pengguna pertama."). */
  hint?: string | undefined
}) {
  if (filtering)
    return (
      <div className="flex flex-col items-center gap-2 text-center">
        <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="font-medium">Tidak ditemukan data yang sesuai</p>
        <p className="text-sm text-muted-foreground">Ubah kata kunci atau filter, atau reset filter.</p>
        <Button variant="outline" size="sm" onClick={onReset}>
          Reset filter
        </Button>
      </div>
    )
  return (
    <div className="flex flex-col items-center gap-2 text-center">
      <p className="font-medium">Tidak ada data</p>
      {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
    </div>
  )
}

/** Beranda › the sidebar group › the page, for a page of the menu. */
export function crumbsOf(href: string): Crumb[] {
  const route = routeByPath(href)
  const group = MENU.find((e) => e.kind === 'group' && e.items.some((i) => i.href === href))
  const crumbs: Crumb[] = [{ label: 'Beranda', href: '/' }]
  if (group) crumbs.push({ label: group.title })
  crumbs.push({ label: route?.title ?? href })
  return crumbs
}

export const pageTitleOf = (href: string) => routeByPath(href)?.pageTitle ?? href
