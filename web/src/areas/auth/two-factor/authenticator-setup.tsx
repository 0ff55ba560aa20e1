import { Copy } from 'lucide-react'
import type { TwoFactorSetup } from '#contract/auth/two-factor.ts'
import { Button } from '../../../ui/button.tsx'
import { notify } from '../../../ui/notify.ts'

/** The key in groups of four, as authenticator apps show it and people type it. */
export const groupedKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ')

export async function copyText(text: string, done: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    notify(done, 'success', 3000)
  } catch {
    notify('Tidak dapat menyalin otomatis. Pilih teksnya lalu salin secara manual.', 'warning')
  }
}

/** Step 1 of an enrolment: scan the QR code, or type the key by hand. */
export function AuthenticatorSetup({ setup, compact = false }: { setup: TwoFactorSetup; compact?: boolean }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        Pindai kode QR ini dengan aplikasi autentikator (Google Authenticator, Microsoft Authenticator, Authy,
        atau sejenisnya), lalu masukkan kode 6 digit yang muncul.
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <img
          src={setup.qrCode}
          alt={`Kode QR untuk menambahkan ${setup.account} (${setup.issuer}) ke aplikasi autentikator`}
          width={compact ? 144 : 176}
          height={compact ? 144 : 176}
          className="rounded-md border border-border bg-white p-1"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="text-xs text-muted-foreground">
            Tidak bisa memindai? Masukkan kunci ini secara manual:
          </p>
          <code
            data-testid="manual-key"
            className="rounded-md bg-muted px-2 py-1.5 font-mono text-sm break-words select-all"
          >
            {groupedKey(setup.secret)}
          </code>
          <p className="text-xs text-muted-foreground">
            Akun: {setup.account} · Jenis: berbasis waktu (TOTP)
          </p>
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            onClick={() => void copyText(setup.secret, 'Kunci disalin.')}
          >
            <Copy aria-hidden="true" className="size-4" />
            Salin kunci
          </Button>
        </div>
      </div>
    </div>
  )
}
