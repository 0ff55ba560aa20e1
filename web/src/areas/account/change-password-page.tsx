import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { PASSWORD_MIN_LENGTH } from '#contract/auth/schemas.ts'
import { useProfile } from '../../session/use-session.ts'
import { Alert } from '../../ui/alert.tsx'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { notify } from '../../ui/notify.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import { NewPasswordFields, PasswordField } from '../../ui/password-input.tsx'
import { Spinner } from '../../ui/spinner.tsx'
import { accountApi } from './account-api.ts'
import {
  type ChangePasswordValues,
  changePasswordFieldOf,
  changePasswordFormSchema,
} from './change-password-schema.ts'

/** "Ubah Password": any signed-in user changes their own password; other sessions end. */
export function ChangePasswordPage() {
  const profile = useProfile()
  const schema = useMemo(() => changePasswordFormSchema(profile.username), [profile.username])
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { oldPassword: '', password: '', confirm: '' },
  })
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null)
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async ({ oldPassword, password }) => {
    setResult(null)
    const res = await accountApi.changePassword(oldPassword, password)
    if (res.success) {
      form.reset()
      setResult({ ok: true, message: res.message })
      notify(res.message, 'success')
      return
    }
    let focused = false
    for (const e of res.errors ?? []) {
      const field = changePasswordFieldOf(e.field)
      if (!field) continue
      form.setError(field, { type: 'server', message: e.message })
      if (!focused) form.setFocus(field)
      focused = true
    }
    setResult({ ok: false, message: res.message })
  })

  return (
    <>
      <PageHeader
        title="Ubah Password"
        crumbs={[{ label: 'Beranda', href: '/' }, { label: 'Akun Saya' }, { label: 'Ubah Password' }]}
        description={`Akun ${profile.username}. Setelah password diubah, sesi di perangkat lain diakhiri; sesi ini tetap berjalan.`}
      />
      <Card className="max-w-xl p-4 sm:p-6">
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-busy={isSubmitting}>
          {/* Lets password managers tie the new password to this account. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={profile.username}
            readOnly
            hidden
          />
          <PasswordField
            label="Password lama"
            autoComplete="current-password"
            disabled={isSubmitting}
            error={errors.oldPassword?.message}
            {...form.register('oldPassword')}
          />
          <NewPasswordFields
            rule={
              <ul className="list-disc pl-5">
                <li>Minimal {PASSWORD_MIN_LENGTH} karakter.</li>
                <li>Tidak memuat username Anda ({profile.username}).</li>
                <li>Bukan password yang umum dipakai, dan berbeda dari password lama.</li>
              </ul>
            }
            disabled={isSubmitting}
            password={{ ...form.register('password'), error: errors.password?.message }}
            confirm={{ ...form.register('confirm'), error: errors.confirm?.message }}
          />
          {result ? <Alert variant={result.ok ? 'success' : 'error'}>{result.message}</Alert> : null}
          <div>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Spinner /> : null}
              Simpan password
            </Button>
          </div>
        </form>
      </Card>
    </>
  )
}
