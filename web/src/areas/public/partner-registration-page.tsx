import { useEffect, useId, useState } from 'react'
import type { z } from 'zod'
import { email as emailField } from '#contract/engine/fields.ts'
import type { BankItem } from '#contract/location/api.ts'
import { bankList } from '#contract/location/api.ts'
import { PARTNER_TYPES } from '#contract/partner/partner.ts'
import {
  partnerEmailVerification,
  partnerSignup,
  partnerSignupForm,
} from '#contract/public/partner-signup.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { useDocumentTitle } from '../../ui/document-title.ts'
import { Input } from '../../ui/input.tsx'
import { FieldError, Label } from '../../ui/label.tsx'
import { NativeSelect } from '../../ui/native-select.tsx'
import { Spinner } from '../../ui/spinner.tsx'
import { CodeStep, fieldMessages } from './code-step.tsx'
import { FlowCard, PublicFrame } from './public-frame.tsx'

type Key = keyof z.input<typeof partnerSignupForm> | 'email'
const KEYS: Key[] = [
  'email',
  'companyName',
  'type',
  'businessField',
  'address',
  'city',
  'picName',
  'bankCode',
  'accountNo',
  'accountName',
]
const schema = partnerSignupForm.extend({ email: emailField('Email penanggung jawab') })

/**
 * /mint-partner-registration (issue 19 item 3): a company applies to become a partner. The form first, then the
 * code sent to the PIC's e-mail; the right code files the application into "Pendaftaran Partner", where
 * operations approve or reject it.
 */
export function PartnerRegistrationPage() {
  useDocumentTitle('Pendaftaran Partner')
  const id = useId()
  const [values, setValues] = useState<Record<Key, string>>(
    () => Object.fromEntries(KEYS.map((k) => [k, ''])) as Record<Key, string>,
  )
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [checked, setChecked] = useState<z.output<typeof schema> | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [banks, setBanks] = useState<BankItem[] | null>(null)
  useEffect(() => {
    void callEndpoint(bankList, {}).then((r) => setBanks(r.data ?? []))
  }, [])

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    const parsed = schema.safeParse(values)
    if (!parsed.success) {
      const next: Partial<Record<Key, string>> = {}
      for (const i of parsed.error.issues) next[i.path[0] as Key] ??= i.message
      setErrors(next)
      const first = KEYS.find((k) => next[k])
      if (first) document.getElementById(`${id}-${first}`)?.focus()
      return
    }
    setErrors({})
    setBusy(true)
    const sent = await callEndpoint(partnerEmailVerification, { email: parsed.data.email })
    setBusy(false)
    if (sent.success) setChecked(parsed.data)
    else setFailure(sent.message)
  }

  const text = (key: Key, label: string, props: React.ComponentProps<typeof Input> = {}) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input
        id={`${id}-${key}`}
        value={values[key]}
        disabled={busy}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
        {...props}
      />
      <FieldError id={`${id}-${key}-error`} message={errors[key]} />
    </div>
  )
  const select = (key: Key, label: string, options: readonly { value: string; label: string }[] | null) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <NativeSelect
        id={`${id}-${key}`}
        value={values[key]}
        disabled={busy || options === null}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
      >
        <option value="">{options === null ? 'Memuat…' : `Pilih ${label.toLowerCase()}`}</option>
        {(options ?? []).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
      <FieldError id={`${id}-${key}-error`} message={errors[key]} />
    </div>
  )

  let body: React.ReactNode
  if (done)
    body = (
      <FlowCard title="Pendaftaran Terkirim">
        <Alert variant="success">{done}</Alert>
      </FlowCard>
    )
  else if (checked) {
    const { email, ...form } = checked
    body = (
      <FlowCard title="Verifikasi Email Penanggung Jawab">
        <CodeStep
          sentTo={email}
          submitLabel="Verifikasi dan kirim pendaftaran"
          resend={() => callEndpoint(partnerEmailVerification, { email })}
          verify={async (code) => {
            const result = await callEndpoint(partnerSignup, { email, code, form })
            if (result.success) setDone(result.message)
            else if (Object.keys(fieldMessages(result)).some((k) => k !== 'code')) {
              // A field of the form was refused (e.g. a bank no longer offered): back to the form.
              setErrors(fieldMessages(result))
              setChecked(null)
            }
            return result
          }}
        />
      </FlowCard>
    )
  } else
    body = (
      <FlowCard
        title="Pendaftaran Partner"
        intro="Daftarkan perusahaan Anda sebagai mitra MINT. Kami mengirim kode verifikasi ke email penanggung jawab sebelum pendaftaran dikirim."
      >
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" aria-busy={busy}>
          {text('companyName', 'Nama perusahaan')}
          {select('type', 'Jenis partner', PARTNER_TYPES)}
          {text('businessField', 'Bidang usaha')}
          {text('city', 'Kota')}
          <div className="sm:col-span-2">{text('address', 'Alamat')}</div>
          {text('picName', 'Nama penanggung jawab', { autoComplete: 'name' })}
          {text('email', 'Email penanggung jawab', { type: 'email', autoComplete: 'email' })}
          {select(
            'bankCode',
            'Bank',
            banks?.map((b) => ({ value: b.code, label: `${b.shortName || b.name} (${b.code})` })) ?? null,
          )}
          {text('accountNo', 'No. rekening', { inputMode: 'numeric', maxLength: 20 })}
          {text('accountName', 'Nama pemilik rekening')}
          {failure ? (
            <Alert variant="error" className="sm:col-span-2">
              {failure}
            </Alert>
          ) : null}
          <Button type="submit" disabled={busy} className="justify-self-start sm:col-span-2">
            {busy ? <Spinner /> : null}
            Kirim kode verifikasi
          </Button>
        </form>
      </FlowCard>
    )
  return <PublicFrame current="/mitra-mint">{body}</PublicFrame>
}
