import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { BANNER_IMAGE_MAX_BYTES, bannerImageSet } from '#contract/partner/app-banner.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { ImageDialog } from '../../engine/image-dialog.tsx'
import type { Row } from '../../engine/resource-api.ts'
import { useBannerImage } from './banner-image-query.ts'

/** "Gambar banner": the banner's image shown or replaced (a banner keeps one: it is not shown without it). */
export function BannerImageDialog({ row, onClose }: { row: Row | null; onClose: () => void }) {
  const queryClient = useQueryClient()
  const bannerId = Number(row?.id ?? 0)
  const [imageId, setImageId] = useState<string | null>(typeof row?.imageId === 'string' ? row.imageId : null)
  const image = useBannerImage(bannerId, imageId)
  return (
    <ImageDialog
      open={row !== null}
      onClose={onClose}
      noun="gambar"
      name={String(row?.title ?? '')}
      emptyText="Banner ini belum punya gambar, sehingga belum tampil di aplikasi."
      maxBytes={BANNER_IMAGE_MAX_BYTES}
      imageId={imageId}
      image={{ isError: image.isError, error: image.error, data: image.data?.image }}
      upload={(file) => callEndpoint(bannerImageSet, { bannerId, file })}
      onChanged={(next) => {
        setImageId(next)
        void queryClient.invalidateQueries({ queryKey: ['resource'] })
      }}
    />
  )
}
