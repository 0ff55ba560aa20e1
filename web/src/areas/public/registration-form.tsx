import { useEffect, useId, useState } from 'react'
import { BUSINESS_CATEGORY } from '#contract/corporate/merchant.ts'
import type { BankItem, LocationItem } from '#contract/location/api.ts'
import { bankList, cityList, districtList, provinceList, villageList } from '#contract/location/api.ts'
import {
  type Application,
  type RegistrationForm as Form,
  MCC_OPTIONS,
  registerSave,
  registrationForm,
  registrationSubmit,
} from '#contract/public/registration.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { Input } from '../../ui/input.tsx'
import { FieldError, Label } from '../../ui/label.tsx'
import { NativeSelect } from '../../ui/native-select.tsx'
import { Spinner } from '../../ui/spinner.tsx'
import { Textarea } from '../../ui/textarea.tsx'
import { fieldMessages } from './code-step.tsx'

type Key = keyof Form
type Values = Record<Key, string>

const EMPTY: Values = {
  ownerName: '',
  ownerNik: '',
  npwp: '',
  phone: '',
  businessName: '',
  businessCategory: '',
  mcc: '',
  address: '',
  provinceCode: '',
  cityCode: '',
  districtCode: '',
  villageCode: '',
  postalCode: '',
  bankCode: '',
  accountNo: '',
  accountName: '',
}

type Level = 'province' | 'city' | 'district' | 'village'

function placesOf(level: Level, parent: string) {
  switch (level) {
    case 'province':
      return callEndpoint(provinceList, {})
    case 'city':
      return callEndpoint(cityList, { provinceCode: parent })
    case 'district':
      return callEndpoint(districtList, { cityCode: parent })
    case 'village':
      return callEndpoint(villageList, { districtCode: parent })
  }
}

/** The places of a level inside the chosen parent (null while loading; none until a parent is chosen). */
function usePlaces(level: Level, parent: string) {
  const [items, setItems] = useState<LocationItem[] | null>(null)
  useEffect(() => {
    let live = true
    if (level !== 'province' && !parent) {
      setItems([])
      return
    }
    setItems(null)
    void placesOf(level, parent).then((r) => {
      if (live) setItems(r.data ?? [])
    })
    return () => {
      live = false
    }
  }, [level, parent])
  return items
}

/**
 * The application's form (owner, business, outlet address, bank account), checked in the browser with the
 * contract's schema and on the server (address levels, bank list, NIK, duplicates). "Simpan" keeps it for later
 * (the mailed link resumes it); "Kirim Pendaftaran" saves and sends it into operations' queue.
 */
export function RegistrationForm({
  token,
  application,
  onChanged,
}: {
  token: string
  application: Application
  onChanged: (a: Application) => void
}) {
  const id = useId()
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, ...(application.form ?? {}) }) as Values)
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({})
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState<'save' | 'send' | null>(null)
  const set = (key: Key, value: string) => setValues((v) => ({ ...v, [key]: value }))

  const provinces = usePlaces('province', '')
  const cities = usePlaces('city', values.provinceCode)
  const districts = usePlaces('district', values.cityCode)
  const villages = usePlaces('village', values.districtCode)
  const [banks, setBanks] = useState<BankItem[] | null>(null)
  useEffect(() => {
    void callEndpoint(bankList, {}).then((r) => setBanks(r.data ?? []))
  }, [])

  const check = (): Form | null => {
    const parsed = registrationForm.safeParse(values)
    if (parsed.success) return parsed.data
    const next: Partial<Record<Key, string>> = {}
    for (const i of parsed.error.issues) next[i.path[0] as Key] ??= i.message
    setErrors(next)
    const first = (Object.keys(EMPTY) as Key[]).find((k) => next[k])
    if (first) document.getElementById(`${id}-${first}`)?.focus()
    return null
  }

  const run = async (kind: 'save' | 'send') => {
    setNotice(null)
    const form = check()
    if (!form) return
    setErrors({})
    setBusy(kind)
    try {
      const saved = await callEndpoint(registerSave, { token, form })
      if (!saved.success || !saved.data) {
        const fields = fieldMessages(saved)
        setErrors(fields)
        setNotice({ ok: false, text: saved.message })
        return
      }
      if (kind === 'save') {
        setNotice({ ok: true, text: `${saved.message} Lanjutkan kapan saja lewat tautan di email Anda.` })
        return
      }
      const sent = await callEndpoint(registrationSubmit, { token })
      if (sent.success && sent.data) onChanged(sent.data)
      else setNotice({ ok: false, text: sent.message })
    } finally {
      setBusy(null)
    }
  }

  const field = (key: Key, label: string, props: React.ComponentProps<typeof Input> = {}, hint?: string) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input
        id={`${id}-${key}`}
        value={values[key]}
        disabled={busy !== null}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={
          [hint ? `${id}-${key}-hint` : '', errors[key] ? `${id}-${key}-error` : ''].join(' ').trim() ||
          undefined
        }
        onChange={(e) => set(key, e.target.value)}
        {...props}
      />
      {hint ? (
        <p id={`${id}-${key}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-${key}-error`} message={errors[key]} />
    </div>
  )

  const select = (
    key: Key,
    label: string,
    options: readonly { value: string; label: string }[] | null,
    onPick?: (value: string) => void,
  ) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <NativeSelect
        id={`${id}-${key}`}
        value={values[key]}
        disabled={busy !== null || options === null}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        onChange={(e) => (onPick ? onPick(e.target.value) : set(key, e.target.value))}
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
  const places = (items: LocationItem[] | null) =>
    items?.map((p) => ({ value: p.code, label: p.name })) ?? null

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <div className="rounded-xl border border-border bg-card p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">Data Pendaftaran Merchant</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          No. pendaftaran <span className="font-mono">{application.registrationNo}</span> ·{' '}
          {application.email} · Group {application.groupName}
        </p>
        <form
          noValidate
          className="mt-6 flex flex-col gap-8"
          aria-busy={busy !== null}
          onSubmit={(e) => {
            e.preventDefault()
            void run('send')
          }}
        >
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-lg font-semibold">Pemilik</legend>
            {field('ownerName', 'Nama pemilik (sesuai KTP)', { autoComplete: 'name' })}
            {field(
              'ownerNik',
              'NIK pemilik',
              { inputMode: 'numeric', maxLength: 16 },
              '16 digit sesuai KTP.',
            )}
            {field(
              'npwp',
              'NPWP',
              { inputMode: 'numeric', maxLength: 16 },
              '16 digit (NPWP baru = NIK bagi perorangan).',
            )}
            {field('phone', 'No. HP', { type: 'tel', autoComplete: 'tel' }, 'Contoh: 0812 3456 7890')}
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-lg font-semibold">Usaha</legend>
            {field('businessName', 'Nama usaha')}
            {select('businessCategory', 'Kategori usaha', BUSINESS_CATEGORY)}
            {select('mcc', 'Jenis usaha', MCC_OPTIONS)}
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-lg font-semibold">Alamat Outlet</legend>
            <div className="flex flex-col gap-1.5 sm:col-span-2">
              <Label htmlFor={`${id}-address`}>Alamat</Label>
              <Textarea
                id={`${id}-address`}
                value={values.address}
                disabled={busy !== null}
                rows={2}
                aria-invalid={errors.address ? true : undefined}
                aria-describedby={errors.address ? `${id}-address-error` : undefined}
                onChange={(e) => set('address', e.target.value)}
              />
              <FieldError id={`${id}-address-error`} message={errors.address} />
            </div>
            {select('provinceCode', 'Provinsi', places(provinces), (v) =>
              setValues((s) => ({ ...s, provinceCode: v, cityCode: '', districtCode: '', villageCode: '' })),
            )}
            {select('cityCode', 'Kota/Kabupaten', values.provinceCode ? places(cities) : [], (v) =>
              setValues((s) => ({ ...s, cityCode: v, districtCode: '', villageCode: '' })),
            )}
            {select('districtCode', 'Kecamatan', values.cityCode ? places(districts) : [], (v) =>
              setValues((s) => ({ ...s, districtCode: v, villageCode: '' })),
            )}
            {select('villageCode', 'Kelurahan/Desa', values.districtCode ? places(villages) : [])}
            {field('postalCode', 'Kode pos', {
              inputMode: 'numeric',
              maxLength: 5,
              autoComplete: 'postal-code',
            })}
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-lg font-semibold">Rekening Settlement</legend>
            {select(
              'bankCode',
              'Bank',
              banks?.map((b) => ({ value: b.code, label: `${b.shortName || b.name} (${b.code})` })) ?? null,
            )}
            {field('accountNo', 'No. rekening', { inputMode: 'numeric', maxLength: 20 })}
            {field('accountName', 'Nama pemilik rekening')}
          </fieldset>
          {notice ? <Alert variant={notice.ok ? 'success' : 'error'}>{notice.text}</Alert> : null}
          <div className="flex flex-wrap gap-3">
            <Button type="button" variant="outline" disabled={busy !== null} onClick={() => void run('save')}>
              {busy === 'save' ? <Spinner /> : null}
              Simpan
            </Button>
            <Button type="submit" disabled={busy !== null}>
              {busy === 'send' ? <Spinner /> : null}
              Kirim Pendaftaran
            </Button>
          </div>
        </form>
      </div>
    </div>
  )
}
