import { useCallback, useEffect, useId, useState } from 'react'
import { z } from 'zod'
import { email as emailField } from '#contract/engine/fields.ts'
import { formatDateTime } from '#contract/format.ts'
import {
  APPLICATION_STATUS,
  type Application,
  applicationStatus,
  emailValidation,
  referralCodeValidation,
  referralCode as referralField,
  registerStart,
  registerVerificationOtp,
} from '#contract/public/registration.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { useDocumentTitle } from '../../ui/document-title.ts'
import { Input } from '../../ui/input.tsx'
import { FieldError, Label } from '../../ui/label.tsx'
import { PageSpinner, Spinner } from '../../ui/spinner.tsx'
import { CodeStep } from './code-step.tsx'
import { FlowCard, PublicFrame } from './public-frame.tsx'
import { RegistrationForm } from './registration-form.tsx'

/**
 * /registration (issue 19 item 3): a merchant registers itself. Without a link: e-mail (and a referral code, if
 * any) → the code from the mail → the application opens. With the mailed link (`?lanjut=…`): the application
 * itself, to fill in, save, send, or to see its status. The link is put in the address bar as soon as the
 * application opens, so a reload or a bookmark resumes it too.
 */
const TOKEN_PARAM = 'lanjut'

export function RegistrationPage() {
  useDocumentTitle('Pendaftaran Merchant')
  const [token, setToken] = useState(() => new URLSearchParams(window.location.search).get(TOKEN_PARAM) ?? '')
  const [application, setApplication] = useState<Application | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)

  const load = useCallback(async (t: string) => {
    setLoadError(null)
    const result = await callEndpoint(applicationStatus, { token: t })
    if (result.success && result.data) setApplication(result.data)
    else setLoadError(result.message)
  }, [])

  useEffect(() => {
    if (token && !application) void load(token)
  }, [token, application, load])

  const opened = (t: string, app: Application) => {
    const url = new URL(window.location.href)
    url.searchParams.set(TOKEN_PARAM, t)
    window.history.replaceState(null, '', url)
    setToken(t)
    setApplication(app)
  }

  let body: React.ReactNode
  if (!token) body = <StartFlow onOpened={opened} />
  else if (loadError)
    body = (
      <FlowCard title="Pendaftaran Merchant">
        <div className="flex flex-col gap-4">
          <Alert variant="error">{loadError}</Alert>
          <a
            href="/registration"
            className="self-start rounded text-sm text-primary-strong underline focus-ring"
          >
            Mulai pendaftaran dengan email Anda
          </a>
        </div>
      </FlowCard>
    )
  else if (!application) body = <PageSpinner />
  else if (application.status === 'DRAFT')
    body = <RegistrationForm token={token} application={application} onChanged={setApplication} />
  else body = <ApplicationStatus application={application} />
  return <PublicFrame current="/registration">{body}</PublicFrame>
}

const startSchema = z.object({ email: emailField(), referralCode: referralField })

function StartFlow({ onOpened }: { onOpened: (token: string, app: Application) => void }) {
  const emailId = useId()
  const referralId = useId()
  const [values, setValues] = useState({ email: '', referralCode: '' })
  const [errors, setErrors] = useState<{ email?: string | undefined; referralCode?: string | undefined }>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [groupName, setGroupName] = useState('')
  const [sent, setSent] = useState<{ email: string; referralCode: string } | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    const checked = startSchema.safeParse(values)
    if (!checked.success) {
      const next: Record<string, string> = {}
      for (const i of checked.error.issues) next[String(i.path[0])] ??= i.message
      setErrors(next)
      return
    }
    setErrors({})
    setFailure(null)
    setBusy(true)
    try {
      const valid = await callEndpoint(emailValidation, { email: checked.data.email })
      if (!valid.success) return setErrors({ email: valid.errors?.[0]?.message ?? valid.message })
      if (checked.data.referralCode) {
        const ref = await callEndpoint(referralCodeValidation, { referralCode: checked.data.referralCode })
        if (!ref.success || !ref.data)
          return setErrors({ referralCode: ref.errors?.[0]?.message ?? ref.message })
        setGroupName(ref.data.groupName)
      }
      const otp = await callEndpoint(registerVerificationOtp, { email: checked.data.email })
      if (!otp.success) return setFailure(otp.message)
      setSent(checked.data)
    } finally {
      setBusy(false)
    }
  }

  if (sent)
    return (
      <FlowCard
        title="Verifikasi Email"
        intro={groupName ? `Kode referal: ${sent.referralCode} (${groupName})` : undefined}
      >
        <CodeStep
          sentTo={sent.email}
          submitLabel="Verifikasi dan lanjutkan"
          resend={() => callEndpoint(registerVerificationOtp, { email: sent.email })}
          verify={async (code) => {
            const result = await callEndpoint(registerStart, {
              email: sent.email,
              code,
              referralCode: sent.referralCode,
            })
            if (result.success && result.data) onOpened(result.data.token, result.data.application)
            return result
          }}
        />
      </FlowCard>
    )

  return (
    <FlowCard
      title="Pendaftaran Merchant"
      intro="Daftarkan usaha Anda untuk memakai aplikasi MINT. Mulai dengan email pemilik usaha; kami mengirim kode verifikasi dan tautan untuk melanjutkan pendaftaran kapan saja."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={busy}>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={emailId}>Email pemilik usaha</Label>
          <Input
            id={emailId}
            type="email"
            autoComplete="email"
            value={values.email}
            disabled={busy}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${emailId}-error` : undefined}
            onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
          />
          <FieldError id={`${emailId}-error`} message={errors.email} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={referralId}>Kode referal (opsional)</Label>
          <Input
            id={referralId}
            value={values.referralCode}
            disabled={busy}
            aria-invalid={errors.referralCode ? true : undefined}
            aria-describedby={`${referralId}-hint${errors.referralCode ? ` ${referralId}-error` : ''}`}
            onChange={(e) => setValues((v) => ({ ...v, referralCode: e.target.value }))}
          />
          <p id={`${referralId}-hint`} className="text-xs text-muted-foreground">
            Dari petugas atau mitra MINT yang mengajak Anda, jika ada.
          </p>
          <FieldError id={`${referralId}-error`} message={errors.referralCode} />
        </div>
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        <Button type="submit" disabled={busy} className="self-start">
          {busy ? <Spinner /> : null}
          Kirim kode verifikasi
        </Button>
        <p className="text-sm text-muted-foreground">
          Sudah mendaftar? Buka tautan di email pendaftaran Anda untuk melanjutkan atau melihat statusnya.
        </p>
      </form>
    </FlowCard>
  )
}

function ApplicationStatus({ application: a }: { application: Application }) {
  const label = APPLICATION_STATUS.find((s) => s.value === a.status)?.label ?? a.status
  return (
    <FlowCard title="Status Pendaftaran">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">No. pendaftaran</dt>
        <dd className="font-mono">{a.registrationNo}</dd>
        <dt className="text-muted-foreground">Email</dt>
        <dd className="break-all">{a.email}</dd>
        <dt className="text-muted-foreground">Usaha</dt>
        <dd>{a.form?.businessName ?? '-'}</dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd className="font-semibold" data-testid="status-pendaftaran">
          {label}
        </dd>
        {a.submittedAt ? (
          <>
            <dt className="text-muted-foreground">Dikirim</dt>
            <dd>{formatDateTime(a.submittedAt)}</dd>
          </>
        ) : null}
        {a.merchantMid ? (
          <>
            <dt className="text-muted-foreground">MID</dt>
            <dd className="font-mono">{a.merchantMid}</dd>
          </>
        ) : null}
      </dl>
      <div className="mt-6">
        {a.status === 'SUBMITTED' ? (
          <Alert variant="info">
            Pendaftaran Anda sedang diverifikasi tim operasional MINT. Hasilnya dikirim lewat email.
          </Alert>
        ) : a.status === 'APPROVED' ? (
          <Alert variant="success">
            Pendaftaran disetujui. Atur password akun Anda di{' '}
            <a href="/mint-app/lupa-password" className="underline">
              halaman Lupa Password
            </a>{' '}
            dengan email ini.
          </Alert>
        ) : (
          <div className="flex flex-col gap-3">
            <Alert variant="error">Pendaftaran ditolak. Alasan: {a.rejectReason}</Alert>
            <a
              href="/registration"
              className="self-start rounded text-sm text-primary-strong underline focus-ring"
            >
              Ajukan pendaftaran kembali
            </a>
          </div>
        )}
      </div>
    </FlowCard>
  )
}
