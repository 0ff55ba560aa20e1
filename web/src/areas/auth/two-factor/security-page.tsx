import { useQuery, useQueryClient } from '@tanstack/react-query'
import { KeyRound, RotateCw, ShieldCheck, ShieldOff } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { TWO_FACTOR_MESSAGES, type TwoFactorSetup, type TwoFactorStatus } from '#contract/auth/two-factor.ts'
import type { CallResult } from '#contract/envelope.ts'
import { formatDateTime } from '#contract/format.ts'
import { useProfile } from '../../../session/use-session.ts'
import { Alert } from '../../../ui/alert.tsx'
import { Badge } from '../../../ui/badge.tsx'
import { Button } from '../../../ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card.tsx'
import { Dialog, DialogBody, DialogContent } from '../../../ui/dialog.tsx'
import { notify } from '../../../ui/notify.ts'
import { PageHeader } from '../../../ui/page-header.tsx'
import { PageSpinner, Spinner } from '../../../ui/spinner.tsx'
import { AuthenticatorSetup } from './authenticator-setup.tsx'
import { CodeForm } from './code-form.tsx'
import { RecoveryCodesPanel } from './recovery-codes.tsx'
import {
  disableTwoFactor,
  enableTwoFactor,
  fetchTwoFactorStatus,
  regenerateRecoveryCodes,
  startEnrolment,
} from './two-factor-api.ts'

const STATUS_KEY = ['two-factor-status']

/** What the card shows besides the status: an enrolment in progress, or codes to keep. */
type Panel =
  | { kind: 'none' }
  | { kind: 'enrol'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[]; title: string }

/** "Keamanan Akun": every signed-in user's own two-factor sign-in (status, enrol, codes, disable). */
export function SecurityPage() {
  const profile = useProfile()
  const queryClient = useQueryClient()
  const status = useQuery({
    queryKey: STATUS_KEY,
    queryFn: async ({ signal }) => {
      const r = await fetchTwoFactorStatus(signal)
      if (!r.success || !r.data) throw new Error(r.message)
      return r.data
    },
  })
  const [panel, setPanel] = useState<Panel>({ kind: 'none' })
  const [starting, setStarting] = useState(false)
  const [dialog, setDialog] = useState<'regenerate' | 'disable' | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: STATUS_KEY })

  const begin = async () => {
    setStarting(true)
    const r = await startEnrolment()
    setStarting(false)
    if (r.success && r.data) setPanel({ kind: 'enrol', setup: r.data })
    else notify(r.message, 'error')
  }

  /** Runs a code-confirmed call; on success closes the dialog and refreshes the status. */
  const confirmed =
    <T,>(run: (code: string) => Promise<CallResult<T>>, after: (data: T | null, message: string) => void) =>
    async (code: string) => {
      const r = await run(code)
      if (r.success) {
        setDialog(null)
        after(r.data, r.message)
        await refresh()
      }
      return r
    }

  return (
    <>
      <PageHeader
        title="Keamanan Akun"
        crumbs={[{ label: 'Beranda', href: '/' }, { label: 'Akun' }, { label: 'Keamanan Akun' }]}
        description={`Pengaturan keamanan masuk untuk akun ${profile.username}.`}
      />
      <Card className="max-w-3xl">
        <CardHeader>
          <CardTitle>Verifikasi dua langkah (2FA)</CardTitle>
          <p className="text-sm text-muted-foreground">
            Selain password, setiap kali masuk Anda memasukkan kode 6 digit dari aplikasi autentikator di
            ponsel Anda. Akun tetap aman walaupun password Anda diketahui orang lain.
          </p>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {status.isPending ? (
            <PageSpinner label="Memuat status…" />
          ) : status.isError ? (
            <div className="flex flex-col items-start gap-3">
              <Alert variant="error">{status.error.message}</Alert>
              <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
                <RotateCw aria-hidden="true" className="size-4" />
                Coba lagi
              </Button>
            </div>
          ) : (
            <StatusSummary status={status.data} />
          )}

          {panel.kind === 'enrol' ? (
            <section
              aria-label="Pendaftaran aplikasi autentikator"
              className="flex flex-col gap-4 border-t border-border pt-4"
            >
              <AuthenticatorSetup setup={panel.setup} />
              <CodeForm
                submitLabel="Aktifkan"
                autoFocus
                onSubmit={confirmed(enableTwoFactor, (data, message) => {
                  notify(message, 'success')
                  setPanel({ kind: 'codes', codes: data?.recoveryCodes ?? [], title: 'Kode pemulihan Anda' })
                })}
                secondary={
                  <Button variant="ghost" onClick={() => setPanel({ kind: 'none' })}>
                    Batal
                  </Button>
                }
              />
            </section>
          ) : null}

          {panel.kind === 'codes' ? (
            <section aria-label={panel.title} className="flex flex-col gap-3 border-t border-border pt-4">
              <h3 className="font-semibold">{panel.title}</h3>
              <RecoveryCodesPanel codes={panel.codes} username={profile.username} />
              <Button className="self-start" onClick={() => setPanel({ kind: 'none' })}>
                Selesai, kode sudah saya simpan
              </Button>
            </section>
          ) : null}

          {status.data && panel.kind === 'none' ? (
            <div className="flex flex-wrap gap-2">
              {status.data.enabled ? (
                <>
                  <Button variant="outline" onClick={() => setDialog('regenerate')}>
                    <KeyRound aria-hidden="true" className="size-4" />
                    Buat ulang kode pemulihan
                  </Button>
                  <Button
                    variant="outline"
                    disabled={status.data.requiredBySegment}
                    onClick={() => setDialog('disable')}
                  >
                    <ShieldOff aria-hidden="true" className="size-4" />
                    Nonaktifkan
                  </Button>
                </>
              ) : (
                <Button onClick={() => void begin()} disabled={starting}>
                  {starting ? <Spinner /> : <ShieldCheck aria-hidden="true" className="size-4" />}
                  Aktifkan verifikasi dua langkah
                </Button>
              )}
            </div>
          ) : null}
        </CardContent>
      </Card>

      <CodeDialog
        open={dialog === 'regenerate'}
        onClose={() => setDialog(null)}
        title="Buat ulang kode pemulihan"
        text="Kode pemulihan lama tidak berlaku lagi. Masukkan kode dari aplikasi autentikator (atau satu kode pemulihan) untuk melanjutkan."
        submitLabel="Buat kode baru"
        onSubmit={confirmed(regenerateRecoveryCodes, (data, message) => {
          notify(message, 'success')
          setPanel({ kind: 'codes', codes: data?.recoveryCodes ?? [], title: 'Kode pemulihan baru' })
        })}
      />
      <CodeDialog
        open={dialog === 'disable'}
        onClose={() => setDialog(null)}
        title="Nonaktifkan verifikasi dua langkah"
        text="Setelah dinonaktifkan, password saja cukup untuk masuk ke akun Anda. Masukkan kode dari aplikasi autentikator (atau satu kode pemulihan) untuk melanjutkan."
        submitLabel="Nonaktifkan"
        onSubmit={confirmed(disableTwoFactor, (_data, message) => notify(message, 'success'))}
      />
    </>
  )
}

function StatusSummary({ status }: { status: TwoFactorStatus }) {
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <Item label="Status">
          {status.enabled ? <Badge tone="success">Aktif</Badge> : <Badge tone="neutral">Tidak aktif</Badge>}
        </Item>
        {status.enabled && status.enabledAt ? (
          <Item label="Aktif sejak">{formatDateTime(status.enabledAt)}</Item>
        ) : null}
        {status.enabled ? (
          <Item label="Sisa kode pemulihan">
            <span className={status.recoveryCodesLeft <= 2 ? 'font-semibold text-destructive' : ''}>
              {status.recoveryCodesLeft} dari 10
            </span>
          </Item>
        ) : null}
      </dl>
      {status.requiredBySegment ? (
        <Alert variant="info">
          {status.enabled
            ? TWO_FACTOR_MESSAGES.requiredBySegment
            : 'Segmen akun Anda mewajibkan verifikasi dua langkah: aktifkan sekarang, atau Anda akan diminta mendaftarkannya saat masuk berikutnya.'}
        </Alert>
      ) : null}
    </div>
  )
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  )
}

function CodeDialog({
  open,
  onClose,
  title,
  text,
  submitLabel,
  onSubmit,
}: {
  open: boolean
  onClose: () => void
  title: string
  text: string
  submitLabel: string
  onSubmit: (code: string) => Promise<CallResult<unknown>>
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : onClose())}>
      {open ? (
        <DialogContent title={title} description={text} variant="center">
          <DialogBody>
            <CodeForm
              submitLabel={submitLabel}
              allowRecovery
              autoFocus
              onSubmit={onSubmit}
              secondary={
                <Button variant="ghost" onClick={onClose}>
                  Batal
                </Button>
              }
            />
          </DialogBody>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
