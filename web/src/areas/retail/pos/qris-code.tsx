import QRCode from 'qrcode'
import { useEffect, useState } from 'react'

/** The dynamic QRIS payload drawn as a QR code (qrcode, already the server's 2FA library). */
export function QrisCode({ payload }: { payload: string }) {
  const [src, setSrc] = useState('')
  useEffect(() => {
    let live = true
    void QRCode.toDataURL(payload, { margin: 1, width: 220, errorCorrectionLevel: 'M' }).then((url) => {
      if (live) setSrc(url)
    })
    return () => {
      live = false
    }
  }, [payload])
  return src ? (
    <img src={src} alt="Kode QRIS untuk dipindai pelanggan" width={220} height={220} data-payload={payload} />
  ) : (
    <div className="size-[220px] animate-pulse bg-muted" />
  )
}
