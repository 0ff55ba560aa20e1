import { Copy, Download } from 'lucide-react'
import { Alert } from '../../../ui/alert.tsx'
import { Button } from '../../../ui/button.tsx'
import { copyText } from './authenticator-setup.tsx'

const fileText = (codes: readonly string[], username: string) =>
  [
    'MINT Dashboard - kode pemulihan verifikasi dua langkah',
    `Akun: ${username}`,
    `Dibuat: ${new Date().toLocaleString('id-ID', { timeZone: 'Asia/Jakarta' })} WIB`,
    '',
    'Setiap kode hanya dapat dipakai satu kali, bila aplikasi autentikator tidak tersedia.',
    '',
    ...codes,
    '',
  ].join('\n')

function download(codes: readonly string[], username: string) {
  const url = URL.createObjectURL(new Blob([fileText(codes, username)], { type: 'text/plain;charset=utf-8' }))
  const a = document.createElement('a')
  a.href = url
  a.download = `mint-dashboard-kode-pemulihan-${username}.txt`
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** Recovery codes, shown once: the list, copy and download. */
export function RecoveryCodesPanel({ codes, username }: { codes: readonly string[]; username: string }) {
  return (
    <div className="flex flex-col gap-3">
      <Alert variant="info">
        Simpan kode pemulihan ini di tempat yang aman. Setiap kode hanya berlaku satu kali untuk masuk bila
        aplikasi autentikator tidak tersedia. Kode ini tidak akan ditampilkan lagi.
      </Alert>
      <ul
        aria-label="Kode pemulihan"
        className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-md border border-border bg-muted/40 p-3 font-mono text-sm"
      >
        {codes.map((c) => (
          <li key={c} data-testid="recovery-code">
            {c}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => void copyText(codes.join('\n'), 'Kode pemulihan disalin.')}
        >
          <Copy aria-hidden="true" className="size-4" />
          Salin
        </Button>
        <Button variant="outline" size="sm" onClick={() => download(codes, username)}>
          <Download aria-hidden="true" className="size-4" />
          Unduh .txt
        </Button>
      </div>
    </div>
  )
}
