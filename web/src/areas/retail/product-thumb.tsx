import { useQuery } from '@tanstack/react-query'
import { ImageIcon } from 'lucide-react'
import { productImageGet } from '#contract/retail/image.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { dataOf, type Row } from '../../engine/resource-api.ts'

/** A stored file never changes under its id: fetched once per id, kept for the session. */
export function useProductImage(productId: number, imageId: string | null) {
  return useQuery({
    queryKey: ['product-image', imageId],
    enabled: imageId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) => dataOf(callEndpoint(productImageGet, { productId }, { signal })),
  })
}

/** The photo's thumbnail beside a product's name in the list (or a placeholder when it has none). */
export function ProductThumb({ row }: { row: Row }) {
  const imageId = typeof row.imageId === 'string' ? row.imageId : null
  const image = useProductImage(Number(row.id), imageId)
  const file = image.data?.image
  return (
    <span className="flex items-center gap-2">
      {file ? (
        <img
          src={`data:${file.mime};base64,${file.base64}`}
          alt=""
          width={32}
          height={32}
          className="size-8 shrink-0 rounded object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded bg-muted text-muted-foreground"
        >
          <ImageIcon className="size-4" />
        </span>
      )}
      <span>{String(row.name ?? '')}</span>
    </span>
  )
}
