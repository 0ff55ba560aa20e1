import { readFileSync } from 'node:fs'
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Topology } from 'topojson-specification'
import { describe, expect, it } from 'vitest'
import { formatRupiah } from '#contract/format.ts'
import { drawAreas, MapView } from './map-view.tsx'

const topo = (file: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'geo', file), 'utf8')) as Topology
const provinces = topo('provinces.topo.json')
const noop = () => {}
const attr = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`${name}="([^"]*)"`, 'g'))].map((m) => m[1])

describe('the choropleth map', () => {
  it('draws the 38 provinces inside its viewBox', () => {
    const { areas, height } = drawAreas(provinces, 'provinces')
    expect(areas).toHaveLength(38)
    expect(height).toBeGreaterThan(300)
    expect(height).toBeLessThan(500)
    for (const a of areas) {
      expect(a.d).toMatch(/^M/)
      expect(a.centre[0]).toBeGreaterThanOrEqual(0)
      expect(a.centre[0]).toBeLessThanOrEqual(1000)
    }
  })

  it('gives every province a focusable shape named with its exact figures, and a legend', () => {
    const html = renderToStaticMarkup(
      <MapView
        topology={provinces}
        object="provinces"
        values={[
          { code: '32', name: 'Jawa Barat', count: 1234, amount: 5678900 },
          { code: '31', name: 'DKI Jakarta', count: 98765, amount: 1234567890 },
        ]}
        metric="amount"
        onSelect={noop}
        label="Peta transaksi per provinsi, Indonesia"
      />,
    )
    expect(attr(html, 'role').filter((r) => r === 'button')).toHaveLength(38)
    expect(attr(html, 'tabindex').filter((t) => t === '0')).toHaveLength(38)
    const labels = attr(html, 'aria-label')
    expect(labels).toContain(`Jawa Barat: 1.234 transaksi, ${formatRupiah(5678900)}`)
    expect(labels).toContain('Papua Selatan: tidak ada transaksi')
    expect(html).toContain('viewBox="0 0 1000 ')
    expect(html).toContain('Nominal transaksi')
    expect(html).toContain(formatRupiah(1234567890))
    expect(html).toContain('Tidak ada transaksi')
  })

  it('lists the figures of a city the boundary data cannot draw, under the map', () => {
    const html = renderToStaticMarkup(
      <MapView
        topology={topo('regencies/33.topo.json')}
        object="regencies"
        values={[
          { code: '33.74', name: 'Kota Semarang', count: 10, amount: 100000 },
          { code: '33.71', name: 'Kota Magelang', count: 12, amount: 3400000 },
        ]}
        metric="count"
        onSelect={noop}
        label="Peta transaksi per kabupaten/kota, Jawa Tengah"
      />,
    )
    expect(attr(html, 'role').filter((r) => r === 'button')).toHaveLength(34)
    expect(html).toContain('Tidak tergambar di peta')
    expect(html).toContain(`Kota Magelang (12 transaksi, ${formatRupiah(3400000)})`)
  })
})
