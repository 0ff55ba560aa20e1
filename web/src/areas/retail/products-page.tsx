import { Upload } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useSearchParams } from 'react-router'
import { routeByPath } from '#contract/navigation/menu.ts'
import { productImport } from '#contract/retail/import.ts'
import { product } from '#contract/retail/products.ts'
import { stockMovement } from '#contract/retail/stock-calls.ts'
import type { Row } from '../../engine/resource-api.ts'
import { ResourceListPage } from '../../engine/resource-list-page.tsx'
import { Button } from '../../ui/button.tsx'
import { useEver } from '../../ui/use-ever.ts'
import { useView, type View, ViewTabs } from '../../ui/view-tabs.tsx'
import { ImportProgress } from './import-progress.tsx'

/** The dialogs load on first use (issue 12 budgets: a list's own chunks stay small). */
const loadImport = () => import('./import-dialog.tsx')
const ImportDialog = lazy(() => loadImport().then((m) => ({ default: m.ImportDialog })))
const StockDialog = lazy(() => import('./stock-dialog.tsx').then((m) => ({ default: m.StockDialog })))

const VIEWS: readonly View[] = [
  { key: '', label: 'Produk' },
  { key: 'mutasi', label: 'Mutasi Stok' },
  { key: 'impor', label: 'Riwayat Impor' },
]

/**
 * Semua Produk (issue 18): the products list with "Impor Produk" and each product's stock per outlet; the
 * stock movements and the import records as views of the same page. A running import is followed in a
 * panel whose job is in the URL (`job`, `impor`), so it survives a reload.
 */
export function ProductsPage() {
  const route = routeByPath(product.route)
  const view = useView(VIEWS)
  const [params, setParams] = useSearchParams()
  const [importing, setImporting] = useState(false)
  const [stockOf, setStockOf] = useState<Row | null>(null)
  const importUsed = useEver(importing)
  const stockUsed = useEver(stockOf !== null)
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
        <ImportProgress key={jobId} jobId={jobId} importId={importId} onClose={stopFollowing} />
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
  return (
    <>
      {view === 'mutasi' ? (
        <ResourceListPage key="mutasi" def={stockMovement} route={route} views={top} />
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
          rowMenu={(row) => [{ key: 'stock', label: 'Stok per outlet', onSelect: () => setStockOf(row) }]}
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
    </>
  )
}
