import { ArrowUpDown } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import type { EndpointDef } from '#contract/engine/endpoint.ts'
import type { ResourceDef } from '#contract/engine/resource.ts'
import {
  helpCategory,
  helpCategoryReorder,
  helpFaq,
  helpFaqReorder,
  helpSubCategory,
  helpSubCategoryReorder,
} from '#contract/help/content.ts'
import { routeByPath } from '#contract/navigation/menu.ts'
import { ResourceListPage } from '../../engine/resource-list-page.tsx'
import { useProfile } from '../../session/use-session.ts'
import { Button } from '../../ui/button.tsx'
import { useEver } from '../../ui/use-ever.ts'

const ReorderDialog = lazy(() => import('./reorder-dialog.tsx'))

/**
 * The help centre's content pages: the engine's list and form of each level, with "Atur Urutan" (users scoped to
 * everything, who alone change the content) opening the order of one parent's rows, by drag or by keyboard.
 */
function ContentPage({
  def,
  reorder,
  parent,
}: {
  def: ResourceDef
  reorder: EndpointDef
  parent?: { filter: string; def: ResourceDef; label: string }
}) {
  const route = routeByPath(def.route)
  const profile = useProfile()
  const [open, setOpen] = useState(false)
  const used = useEver(open)
  if (!route) return null
  const canOrder = profile.userTypeLevel === 'ALL'
  return (
    <>
      <ResourceListPage
        def={def}
        route={route}
        headerActions={
          canOrder ? (
            <Button variant="outline" onClick={() => setOpen(true)}>
              <ArrowUpDown aria-hidden="true" className="size-4" />
              Atur Urutan
            </Button>
          ) : null
        }
      />
      {used ? (
        <Suspense fallback={null}>
          <ReorderDialog open={open} onOpenChange={setOpen} def={def} reorder={reorder} parent={parent} />
        </Suspense>
      ) : null}
    </>
  )
}

export const CategoryPage = () => <ContentPage def={helpCategory} reorder={helpCategoryReorder} />
export const SubCategoryPage = () => (
  <ContentPage
    def={helpSubCategory}
    reorder={helpSubCategoryReorder}
    parent={{ filter: 'categoryId', def: helpCategory, label: 'Kategori' }}
  />
)
export const FaqPage = () => (
  <ContentPage
    def={helpFaq}
    reorder={helpFaqReorder}
    parent={{ filter: 'subCategoryId', def: helpSubCategory, label: 'Sub Kategori' }}
  />
)
