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
import { ReorderButton } from '../../engine/reorder-button.tsx'
import { ResourceListPage } from '../../engine/resource-list-page.tsx'

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
  if (!route) return null
  return (
    <ResourceListPage
      def={def}
      route={route}
      headerActions={<ReorderButton def={def} reorder={reorder} parent={parent} />}
    />
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
