import { useQuery } from '@tanstack/react-query'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useId, useState } from 'react'
import { formatDateTime } from '#contract/format.ts'
import { bannerPreview } from '#contract/partner/app-banner.ts'
import { externalSegment, internalSegment } from '#contract/partner/app-segment.ts'
import { dataOf } from '../../api/call-error.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { localInputToIso } from '../../engine/datetime.ts'
import { RefField } from '../../engine/ref-field.tsx'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { DateTimeInput } from '../../ui/datetime-input.tsx'
import { Label } from '../../ui/label.tsx'
import { useBannerImage } from './banner-image-query.ts'

/** A merchant has at most one segment of each audience: one choice each. */
const AUDIENCE_PICKS = [
  { key: 'eksternal', def: externalSegment },
  { key: 'internal', def: internalSegment },
] as const

type Shown = { id: number; title: string; link: string; imageId: string }

function Slide({ banner }: { banner: Shown }) {
  const image = useBannerImage(banner.id, banner.imageId)
  const file = image.data?.image
  return (
    <figure className="flex flex-col gap-1">
      {file ? (
        <img
          src={`data:${file.mime};base64,${file.base64}`}
          alt={banner.title}
          className="aspect-[9/4] w-full rounded-md object-cover"
        />
      ) : (
        <div className="aspect-[9/4] w-full animate-pulse rounded-md bg-muted" aria-hidden="true" />
      )}
      <figcaption className="truncate text-xs font-medium">{banner.title}</figcaption>
      <span className="truncate text-[11px] text-muted-foreground">{banner.link}</span>
    </figure>
  )
}

/**
 * The preview of the MINT Partner app's home screen: a phone-sized frame with the carousel of the banners a
 * merchant of the chosen segments would see at the chosen moment (now when none is chosen), in order. What is
 * shown is the server's one definition (/partner-banner/preview), never recomputed here.
 */
export function BannerPreview() {
  const id = useId()
  const [chosen, setChosen] = useState<(number | undefined)[]>([undefined, undefined])
  const [at, setAt] = useState('')
  const [index, setIndex] = useState(0)
  const segmentIds = chosen.filter((x): x is number => x !== undefined)
  const atIso = localInputToIso(at)
  const preview = useQuery({
    // Under 'resource': a saved banner, image or order refreshes the preview with the list.
    queryKey: ['resource', 'partner-banner', 'preview', segmentIds, atIso],
    queryFn: ({ signal }) =>
      dataOf(callEndpoint(bannerPreview, { segmentIds, ...(atIso ? { at: atIso } : {}) }, { signal })),
  })
  const banners = preview.data?.banners ?? []
  const current = Math.min(index, Math.max(banners.length - 1, 0))
  const shown = banners[current]
  return (
    <section aria-labelledby={`${id}-title`} className="mb-4 rounded-lg border border-border bg-card p-4">
      <h2 id={`${id}-title`} className="mb-3 text-base font-semibold">
        Pratinjau Aplikasi
      </h2>
      <div className="flex flex-col gap-4 md:flex-row">
        <div className="flex flex-1 flex-col gap-3 md:max-w-sm">
          {AUDIENCE_PICKS.map((pick, i) => (
            <RefField
              key={pick.key}
              id={`${id}-${pick.key}`}
              label={`Segmen ${pick.key}`}
              apiPath={pick.def.apiPath}
              value={chosen[i]}
              onChange={(v) => {
                setChosen((c) => c.map((old, j) => (j === i ? v : old)))
                setIndex(0)
              }}
              placeholder={`Tanpa segmen ${pick.key}`}
              clearable
            />
          ))}
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-at`}>Waktu</Label>
            <DateTimeInput
              id={`${id}-at`}
              timeLabel="Jam"
              value={at}
              onChange={(local) => {
                setAt(local)
                setIndex(0)
              }}
              aria-describedby={`${id}-at-help`}
            />
            <p id={`${id}-at-help`} className="text-xs text-muted-foreground">
              Kosongkan untuk melihat yang tampil sekarang.
            </p>
          </div>
        </div>
        <section
          aria-label="Layar beranda MINT Partner"
          className="mx-auto flex h-[420px] w-[230px] shrink-0 flex-col rounded-[2rem] border-4 border-foreground/80 bg-background p-3"
        >
          <p className="mb-2 text-center text-xs font-semibold">MINT Partner</p>
          {preview.isLoading ? (
            <p className="text-xs text-muted-foreground">Memuat…</p>
          ) : preview.isError ? (
            <Alert variant="error">{preview.error.message}</Alert>
          ) : !shown ? (
            <p className="text-xs text-muted-foreground">Tidak ada banner yang tampil untuk pilihan ini.</p>
          ) : (
            <section
              aria-roledescription="carousel"
              aria-label="Banner beranda"
              className="flex flex-col gap-2"
            >
              <div aria-live="polite">
                <Slide key={shown.id} banner={shown} />
              </div>
              <div className="flex items-center justify-between">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label="Banner sebelumnya"
                  disabled={current === 0}
                  onClick={() => setIndex(current - 1)}
                >
                  <ChevronLeft aria-hidden="true" className="size-4" />
                </Button>
                <span className="text-xs tabular-nums text-muted-foreground">
                  {current + 1} / {banners.length}
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label="Banner berikutnya"
                  disabled={current >= banners.length - 1}
                  onClick={() => setIndex(current + 1)}
                >
                  <ChevronRight aria-hidden="true" className="size-4" />
                </Button>
              </div>
              <ol aria-label="Urutan banner yang tampil" className="flex flex-col gap-0.5 text-[11px]">
                {banners.map((b, i) => (
                  <li key={b.id} className={i === current ? 'font-semibold' : 'text-muted-foreground'}>
                    {i + 1}. {b.title}
                  </li>
                ))}
              </ol>
            </section>
          )}
          {preview.data ? (
            <p className="mt-auto text-center text-[10px] text-muted-foreground">
              {formatDateTime(preview.data.at)}
            </p>
          ) : null}
        </section>
      </div>
    </section>
  )
}
