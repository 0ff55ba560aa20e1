import { ArrowUpDown } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import type { EndpointDef } from '#contract/engine/endpoint.ts'
import type { ResourceDef } from '#contract/engine/resource.ts'
import { useProfile } from '../session/use-session.ts'
import { Button } from '../ui/button.tsx'
import { useEver } from '../ui/use-ever.ts'

const ReorderDialog = lazy(() => import('./reorder-dialog.tsx'))

/**
 * "Atur Urutan" beside a list's heading, for users scoped to everything (who alone change ordered rows: the help
 * centre's content, the partner app's banners): opens the order of one parent's rows, by drag or by keyboard.
 * The dialog loads on first use.
 */
export function ReorderButton({
  def,
  reorder,
  parent,
}: {
  def: ResourceDef
  reorder: EndpointDef
  parent?: { filter: string; def: ResourceDef; label: string } | undefined
}) {
  const profile = useProfile()
  const [open, setOpen] = useState(false)
  const used = useEver(open)
  if (profile.userTypeLevel !== 'ALL') return null
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <ArrowUpDown aria-hidden="true" className="size-4" />
        Atur Urutan
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <ReorderDialog open={open} onOpenChange={setOpen} def={def} reorder={reorder} parent={parent} />
        </Suspense>
      ) : null}
    </>
  )
}
