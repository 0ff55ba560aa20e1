import { ClipboardList, Upload } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useSearchParams } from 'react-router'
import { routeByPath } from '#contract/navigation/menu.ts'
import { productImport } from '#contract/retail/import.ts'
import { product } from '#contract/retail/products.ts'
import type { Row } from '../../engine/resource-api.ts'
import { ResourceListPage } from '../../engine/resource-list-page.tsx'
import { Button } from '../../ui/button.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { useEver } from '../../ui/use-ever.ts'
import { useView, type View, ViewTabs } from '../../ui/view-tabs.tsx'
import { ProductThumb } from './product-thumb.tsx'

/** The dialogs load on first use (issue 12 budgets: a list's own chunks stay small). */
const loadImport = () => import('./import-dialog.tsx')
const ImportDialog = lazy(() => loadImport().then((m) => ({ default: m.ImportDialog })))
/** An import's progress: only when the page follows one (?job=…), so a page without one does not load it. */
const ImportProgress = lazy(() =>
  import('./import-progress.tsx').then((m) => ({ default: m.ImportProgress })),
)
const StockDialog = lazy(() => import('./stock-dialog.tsx').then((m) => ({ default: m.StockDialog })))
const ProductImageDialog = lazy(() =>
  import('./product-image.tsx').then((m) => ({ default: m.ProductImageDialog })),
)
const loadCount = () => import('./stock-count-dialog.tsx')
const StockCountDialog = lazy(() => loadCount().then((m) => ({ default: m.StockCountDialog })))
const StockView = lazy(() => import('./stock-views.tsx').then((m) => ({ default: m.StockView })))
const VarianceView = lazy(() => import('./variance-view.tsx').then((m) => ({ default: m.VarianceView })))

const VIEWS: readonly View[] = [
  { key: '', label: 'Produk' },
  { key: 'mutasi', label: 'Mutasi Stok' },
  { key: 'impor', label: 'Riwayat Impor' },
  { key: 'opname', label: 'Stok Opname' },
  { key: 'selisih', label: 'Selisih Stok' },
]

/**
 * Semua Produk (issue 18): the products list (each with its photo) with "Impor Produk" and each product's stock
 * per outlet; the stock movements, the import records, the stock counts ("Catat Opname") and the ingredients'
 * stock variance as views of the same page (SPEC.md has no route of their own). A running import is followed in a
 * panel whose job is in the URL (`job`, `impor`), so it survives a reload.
 */
export function ProductsPage() {
  const route = routeByPath(product.route)
  const view = useView(VIEWS)
  const [params, setParams] = useSearchParams()
  const [importing, setImporting] = useState(false)
  const [stockOf, setStockOf] = useState<Row | null>(null)
  const [imageOf, setImageOf] = useState<Row | null>(null)
  const [counting, setCounting] = useState(false)
  const importUsed = useEver(importing)
  const stockUsed = useEver(stockOf !== null)
  const imageUsed = useEver(imageOf !== null)
  const countUsed = useEver(counting)
  if (!route) return null
  const jobId = Number(params.get('job') ?? 0)
  const importId = Number(params.get('impor') ?? 0)
  const follow = (ids: { jobId: number; importId: number }) =>
    setParams((p) => {
      const next = new URLSearchParams(p)
      next.set('job', String(ids.jobId))
      next.set('impor', String(ids.importId))
      return next
    })
  const stopFollowing = () =>
    setParams((p) => {
      const next = new URLSearchParams(p)
      next.delete('job')
      next.delete('impor')
      return next
    })
  const top = (
    <>
      <ViewTabs views={VIEWS} current={view} label="Produk, mutasi stok dan impor" />
      {jobId > 0 && importId > 0 ? (
        <Suspense fallback={<p className="mb-4 text-sm text-muted-foreground">Memuat status impor…</p>}>
          <ImportProgress key={jobId} jobId={jobId} importId={importId} onClose={stopFollowing} />
        </Suspense>
      ) : null}
    </>
  )
  const importButton = (
    <Button
      onClick={() => setImporting(true)}
      onPointerEnter={() => void loadImport()}
      onFocus={() => void loadImport()}
    >
      <Upload aria-hidden="true" className="size-4" />
      Impor Produk
    </Button>
  )
  const countButton = (
    <Button
      onClick={() => setCounting(true)}
      onPointerEnter={() => void loadCount()}
      onFocus={() => void loadCount()}
    >
      <ClipboardList aria-hidden="true" className="size-4" />
      Catat Opname
    </Button>
  )
  return (
    <>
      {view === 'opname' ? (
        <Suspense fallback={<p className="text-sm text-muted-foreground">Memuat…</p>}>
          <StockView view="opname" route={route} views={top} headerActions={countButton} />
        </Suspense>
      ) : view === 'selisih' ? (
        <Suspense fallback={<p className="text-sm text-muted-foreground">Memuat…</p>}>
          <VarianceView
            header={
              <>
                <PageHeader
                  title="Selisih Stok"
                  crumbs={[{ label: 'Beranda', href: '/' }, { label: route.title }]}
                  actions={countButton}
                />
                {top}
              </>
            }
          />
        </Suspense>
      ) : view === 'mutasi' ? (
        <Suspense fallback={<p className="text-sm text-muted-foreground">Memuat…</p>}>
          <StockView view="mutasi" route={route} views={top} />
        </Suspense>
      ) : view === 'impor' ? (
        <ResourceListPage
          key="impor"
          def={productImport}
          route={route}
          views={top}
          headerActions={importButton}
          rowMenu={(row) =>
            row.jobId
              ? [
                  {
                    key: 'report',
                    label: 'Lihat hasil dan laporan',
                    onSelect: () => follow({ jobId: Number(row.jobId), importId: row.id }),
                  },
                ]
              : []
          }
        />
      ) : (
        <ResourceListPage
          key="produk"
          def={product}
          route={route}
          views={top}
          headerActions={importButton}
          rowMenu={(row) => [
            { key: 'stock', label: 'Stok per outlet', onSelect: () => setStockOf(row) },
            { key: 'image', label: 'Foto produk', onSelect: () => setImageOf(row) },
          ]}
          cell={(column, row) => (column.key === 'name' ? <ProductThumb row={row} /> : undefined)}
        />
      )}
      {importUsed ? (
        <Suspense fallback={null}>
          <ImportDialog
            open={importing}
            onClose={() => setImporting(false)}
            onStarted={(ids) => {
              setImporting(false)
              follow(ids)
            }}
          />
        </Suspense>
      ) : null}
      {stockUsed ? (
        <Suspense fallback={null}>
          <StockDialog row={stockOf} onClose={() => setStockOf(null)} />
        </Suspense>
      ) : null}
      {imageUsed ? (
        <Suspense fallback={null}>
          <ProductImageDialog key={imageOf?.id ?? 0} row={imageOf} onClose={() => setImageOf(null)} />
        </Suspense>
      ) : null}
      {countUsed ? (
        <Suspense fallback={null}>
          <StockCountDialog open={counting} onClose={() => setCounting(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
