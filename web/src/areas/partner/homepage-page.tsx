import { lazy, Suspense, useState } from 'react'
import { routeByPath } from '#contract/navigation/menu.ts'
import { bannerReorder, partnerBanner } from '#contract/partner/app-banner.ts'
import { ReorderButton } from '../../engine/reorder-button.tsx'
import type { Row } from '../../engine/resource-api.ts'
import { ResourceListPage } from '../../engine/resource-list-page.tsx'
import { useEver } from '../../ui/use-ever.ts'
import { BannerPreview } from './banner-preview.tsx'

const BannerImageDialog = lazy(() =>
  import('./banner-image.tsx').then((m) => ({ default: m.BannerImageDialog })),
)

/**
 * "Beranda MINT Partner" (issue 16 §5): the banners (the engine's list and form), their order ("Atur Urutan"),
 * each one's image ("Gambar banner" in the row's menu) and, above the list, the preview of the app's home screen.
 */
export function HomepagePage() {
  const route = routeByPath(partnerBanner.route)
  const [imageOf, setImageOf] = useState<Row | null>(null)
  const used = useEver(imageOf !== null)
  if (!route) return null
  return (
    <>
      <ResourceListPage
        def={partnerBanner}
        route={route}
        views={<BannerPreview />}
        headerActions={<ReorderButton def={partnerBanner} reorder={bannerReorder} />}
        rowMenu={(row) => [{ key: 'image', label: 'Gambar banner', onSelect: () => setImageOf(row) }]}
      />
      {used ? (
        <Suspense fallback={null}>
          <BannerImageDialog key={imageOf?.id} row={imageOf} onClose={() => setImageOf(null)} />
        </Suspense>
      ) : null}
    </>
  )
}
