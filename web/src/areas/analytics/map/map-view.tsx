import { geoMercator, geoPath } from 'd3-geo'
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson'
import { type KeyboardEvent, type PointerEvent, useId, useMemo, useRef, useState } from 'react'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import { cn } from '../../../ui/cn.ts'
import {
  areaLabel,
  CLASS_FILLS,
  CLASS_SWATCHES,
  colourScale,
  EMPTY_FILL,
  EMPTY_SWATCH,
  formatMetric,
  legendText,
  type MapMetric,
  type MapValue,
  METRIC_TITLE,
} from './scale.ts'

/** Width of the drawing in viewBox units; the SVG scales to its box (390 px on a phone). */
const WIDTH = 1000

type Area = Feature<Polygon | MultiPolygon, { name: string }> & { id: string }

interface Drawn {
  code: string
  name: string
  d: string
  /** Centre of the area in viewBox units: where the tooltip of a keyboard focus points. */
  centre: [number, number]
}

/** Projects a topology's object to SVG paths fitted to WIDTH (Mercator: Indonesia straddles the equator). */
export function drawAreas(topology: Topology, object: string): { areas: Drawn[]; height: number } {
  const collection = feature(topology, topology.objects[object] as GeometryCollection) as FeatureCollection
  const features = collection.features as Area[]
  const projection = geoMercator().fitWidth(WIDTH, collection)
  const path = geoPath(projection).digits(1)
  const [, [, bottom]] = path.bounds(collection)
  const areas = features.map((f) => ({
    code: String(f.id),
    name: f.properties.name,
    d: path(f) ?? '',
    centre: path.centroid(f) as [number, number],
  }))
  return { areas, height: Math.ceil(bottom) }
}

export interface MapViewProps {
  topology: Topology
  object: string
  values: readonly MapValue[]
  metric: MapMetric
  onSelect: (code: string) => void
  /** What the map shows, for screen readers ("Peta transaksi per provinsi"). */
  label: string
}

interface Active {
  code: string
  /** Tooltip anchor in % of the map's box. */
  left: number
  top: number
}

/** The drawn map, its legend and tooltip, for a topology already loaded. */
export function MapView({ topology, object, values, metric, onSelect, label }: MapViewProps) {
  const { areas, height } = useMemo(() => drawAreas(topology, object), [topology, object])
  const byCode = useMemo(() => new Map(values.map((v) => [v.code, v])), [values])
  const scale = useMemo(() => colourScale(values.map((v) => v[metric])), [values, metric])
  const [active, setActive] = useState<Active | null>(null)
  const box = useRef<HTMLDivElement>(null)
  const tooltipId = useId()

  const drawnCodes = new Set(areas.map((a) => a.code))
  // Figures of areas the boundary data has no shape for (docs/DATA-SOURCES.md): listed, never dropped.
  const offMap = values.filter((v) => !drawnCodes.has(v.code) && (v.count > 0 || v.amount > 0))
  const activeArea = active ? areas.find((a) => a.code === active.code) : undefined
  const activeValue = active ? byCode.get(active.code) : undefined

  const atCentre = (a: Drawn): Active => ({
    code: a.code,
    left: (a.centre[0] / WIDTH) * 100,
    top: (a.centre[1] / height) * 100,
  })
  const atPointer = (a: Drawn, e: PointerEvent) => {
    const rect = box.current?.getBoundingClientRect()
    if (!rect || rect.width === 0) return atCentre(a)
    return {
      code: a.code,
      left: ((e.clientX - rect.left) / rect.width) * 100,
      top: ((e.clientY - rect.top) / rect.height) * 100,
    }
  }
  const onKey = (code: string) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault()
      onSelect(code)
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <div ref={box} className="relative">
        {/* biome-ignore lint/a11y/useSemanticElements: an <svg> holding the areas; a <fieldset> cannot draw them. */}
        <svg
          viewBox={`0 0 ${WIDTH} ${height}`}
          className="h-auto w-full"
          role="group"
          aria-label={label}
          onPointerLeave={() => setActive(null)}
        >
          {areas.map((a) => {
            const value = byCode.get(a.code)
            const cls = scale.classOf(value?.[metric])
            return (
              // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>; it takes the role, focus and keys of one.
              <path
                key={a.code}
                d={a.d}
                role="button"
                tabIndex={0}
                aria-label={areaLabel(value?.name ?? a.name, value)}
                aria-describedby={active?.code === a.code ? tooltipId : undefined}
                vectorEffect="non-scaling-stroke"
                className={cn(
                  // A neutral outline that shows on the palest and the strongest fill, in both themes.
                  'cursor-pointer stroke-[color-mix(in_oklab,var(--foreground)_30%,transparent)] stroke-[0.6] outline-none',
                  cls === null ? EMPTY_FILL : CLASS_FILLS[cls],
                )}
                onClick={() => onSelect(a.code)}
                onKeyDown={onKey(a.code)}
                onFocus={() => setActive(atCentre(a))}
                onBlur={() => setActive(null)}
                onPointerMove={(e) => setActive(atPointer(a, e))}
              />
            )
          })}
          {activeArea ? (
            // The active area's outline drawn again on top, so no neighbour hides part of it (no role, no
            // name: not exposed to screen readers, which have the area itself).
            <path
              d={activeArea.d}
              vectorEffect="non-scaling-stroke"
              className="pointer-events-none fill-none stroke-[var(--ring)] stroke-2"
            />
          ) : null}
        </svg>
        {active && activeArea ? (
          <div
            id={tooltipId}
            role="tooltip"
            className="pointer-events-none absolute z-10 w-max max-w-56 -translate-x-1/2 -translate-y-[calc(100%+8px)] rounded-md border border-border bg-card px-3 py-2 text-xs text-card-foreground shadow-md"
            style={{ left: `${Math.min(85, Math.max(15, active.left))}%`, top: `${active.top}%` }}
          >
            <div className="font-semibold">{activeValue?.name ?? activeArea.name}</div>
            {activeValue ? (
              <>
                <div>{formatMetric('count', activeValue.count)} transaksi</div>
                <div>{formatMetric('amount', activeValue.amount)}</div>
              </>
            ) : (
              <div className="text-muted-foreground">Tidak ada transaksi</div>
            )}
          </div>
        ) : null}
      </div>
      <MapLegend metric={metric} scale={scale} />
      {offMap.length > 0 ? (
        <p className="text-xs text-muted-foreground">
          Tidak tergambar di peta (tanpa data batas wilayah):{' '}
          {offMap.map((v) => `${areaLabel(v.name, v).replace(': ', ' (')})`).join('; ')}
        </p>
      ) : null}
    </div>
  )
}

function MapLegend({ metric, scale }: { metric: MapMetric; scale: ReturnType<typeof colourScale> }) {
  return (
    <div className="flex flex-col gap-1 text-xs">
      <span className="font-medium text-foreground">{METRIC_TITLE[metric]}</span>
      <ul
        className="flex flex-wrap gap-x-4 gap-y-1"
        aria-label={`Legenda ${METRIC_TITLE[metric].toLowerCase()}`}
      >
        {scale.legend.map((c) => (
          <li key={c.index} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className={cn('size-3 rounded-sm border border-border', CLASS_SWATCHES[c.index])}
            />
            {legendText(metric, c)}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn('size-3 rounded-sm border border-border', EMPTY_SWATCH)} />
          Tidak ada transaksi
        </li>
      </ul>
    </div>
  )
}
