import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { PRODUCT_IMAGE_MAX_BYTES, productImageRemove, productImageSet } from '#contract/retail/image.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { ImageDialog } from '../../engine/image-dialog.tsx'
import type { Row } from '../../engine/resource-api.ts'
import { useProductImage } from './product-thumb.tsx'

/** "Foto Produk": the product's photo shown, replaced or removed (the engine's ImageDialog). */
export function ProductImageDialog({ row, onClose }: { row: Row | null; onClose: () => void }) {
  const queryClient = useQueryClient()
  const productId = Number(row?.id ?? 0)
  const [imageId, setImageId] = useState<string | null>(typeof row?.imageId === 'string' ? row.imageId : null)
  const image = useProductImage(productId, imageId)
  return (
    <ImageDialog
      open={row !== null}
      onClose={onClose}
      noun="foto"
      name={String(row?.name ?? '')}
      emptyText="Produk ini belum punya foto."
      maxBytes={PRODUCT_IMAGE_MAX_BYTES}
      imageId={imageId}
      image={{ isError: image.isError, error: image.error, data: image.data?.image }}
      upload={(file) => callEndpoint(productImageSet, { productId, file })}
      remove={() => callEndpoint(productImageRemove, { productId })}
      onChanged={(next) => {
        setImageId(next)
        void queryClient.invalidateQueries({ queryKey: ['resource'] })
      }}
    />
  )
}
