import { ArrowLeft } from 'lucide-react'
import { Alert } from '../../../ui/alert.tsx'
import { Button } from '../../../ui/button.tsx'
import { PageSpinner } from '../../../ui/spinner.tsx'
import { type MapLevel, useAreaTopology } from './geo-files.ts'
import { MapView } from './map-view.tsx'
import type { MapMetric, MapValue } from './scale.ts'

export type { MapLevel } from './geo-files.ts'
export type { MapMetric, MapValue } from './scale.ts'

export type ChoroplethMapProps = MapLevel & {
  /** Figures per area of the level shown (provinces, or the province's regencies and cities). */
  values: readonly MapValue[]
  metric: MapMetric
  /** A click or Enter on an area: the page drills down or opens the filtered report. */
  onSelect: (code: string) => void
  /** "Kembali ke Indonesia", shown when drilled into a province. */
  onBack: () => void
  /** The drilled province's name, for the heading and the map's accessible name. */
  provinceName?: string
}

/**
 * Choropleth of Indonesia by province, or of one province by regency and city (issue 14,
 * "transaction-by-city"), drawn from the boundary files shipped with the app (docs/DATA-SOURCES.md).
 * Load it lazily from the page that shows it: d3-geo and topojson-client belong to that page only.
 */
export function ChoroplethMap(props: ChoroplethMapProps) {
  const { values, metric, onSelect, onBack, provinceName } = props
  const level: MapLevel =
    props.level === 'city' ? { level: 'city', provinceCode: props.provinceCode } : { level: 'province' }
  const query = useAreaTopology(level)
  const place = level.level === 'city' ? (provinceName ?? `provinsi ${level.provinceCode}`) : 'Indonesia'
  const label =
    level.level === 'city'
      ? `Peta transaksi per kabupaten/kota, ${place}`
      : 'Peta transaksi per provinsi, Indonesia'

  return (
    <section className="flex flex-col gap-3" aria-label={label}>
      {level.level === 'city' ? (
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" onClick={onBack}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Kembali ke Indonesia
          </Button>
          <span className="text-sm font-medium">{place}</span>
        </div>
      ) : null}
      {query.isPending ? (
        <PageSpinner label="Memuat peta…" />
      ) : query.isError ? (
        <div className="flex flex-col items-start gap-2">
          <Alert variant="error">{query.error.message || 'Peta tidak dapat dimuat.'}</Alert>
          <Button variant="outline" size="sm" onClick={() => query.refetch()}>
            Coba lagi
          </Button>
        </div>
      ) : (
        <MapView
          topology={query.data.topology}
          object={query.data.object}
          values={values}
          metric={metric}
          onSelect={onSelect}
          label={label}
        />
      )}
    </section>
  )
}
