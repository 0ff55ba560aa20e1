import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { depositTopupProof } from '#contract/deposit/calls.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import type { Row } from '../../engine/resource-api.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { Dialog, DialogBody, DialogCloseButton, DialogContent, DialogFooter } from '../../ui/dialog.tsx'
import { Spinner } from '../../ui/spinner.tsx'

/** The proof of a top-up request: an image shown, a PDF offered for download. */
export function ProofDialog({ row, onClose }: { row: Row | null; onClose: () => void }) {
  const id = row ? Number(row.id) : null
  const proof = useQuery({
    queryKey: ['deposit-proof', id],
    enabled: id !== null,
    queryFn: async () => {
      const r = await callEndpoint(depositTopupProof, { id: id ?? 0 })
      if (!r.success) throw new Error(r.message)
      return r.data
    },
  })
  const file = proof.data
  const href = useMemo(() => {
    if (!file) return null
    const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))
    return URL.createObjectURL(new Blob([bytes], { type: file.mime }))
  }, [file])
  useEffect(() => () => (href ? URL.revokeObjectURL(href) : undefined), [href])
  return (
    <Dialog open={row !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title="Bukti Pembayaran" description={String(row?.refNo ?? '')}>
        <DialogBody>
          {proof.isLoading ? (
            <div className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner /> Memuat bukti…
            </div>
          ) : proof.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {proof.error.message}
            </p>
          ) : file ? (
            <div className="flex flex-col gap-3">
              <p className="text-sm">
                {file.name} · {(file.size / 1024).toLocaleString('id-ID', { maximumFractionDigits: 0 })} KB
              </p>
              {file.mime.startsWith('image/') ? (
                <img
                  src={`data:${file.mime};base64,${file.base64}`}
                  alt={`Bukti pembayaran ${String(row?.refNo ?? '')}`}
                  className="max-h-[60vh] w-full rounded border border-border object-contain"
                />
              ) : null}
              <p className="break-all text-xs text-muted-foreground">SHA-256: {file.sha256}</p>
            </div>
          ) : null}
        </DialogBody>
        <DialogFooter>
          {href && file ? (
            <a className={buttonVariants({ variant: 'outline' })} href={href} download={file.name}>
              Unduh
            </a>
          ) : null}
          <DialogCloseButton />
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
