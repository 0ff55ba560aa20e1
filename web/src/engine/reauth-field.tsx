import { useId, useState } from 'react'
import { hashLoginPassword } from '#contract/auth/password-encoding.ts'
import { Input } from '../ui/input.tsx'
import { Label } from '../ui/label.tsx'

/**
 * A checker's re-authentication (server/auth/reauth.ts): the password again, or the authenticator's code when
 * two-factor sign-in is on. `body()` is what the approval call takes: the password as /login takes it, and the code
 * when six digits were typed.
 */
export function useReauth() {
  const id = useId()
  const [secret, setSecret] = useState('')
  const field = (
    <span className="mt-3 flex flex-col gap-1.5">
      <Label htmlFor={`${id}-secret`}>Password Anda (atau kode autentikator bila 2FA aktif)</Label>
      <Input
        id={`${id}-secret`}
        type="password"
        autoComplete="current-password"
        value={secret}
        onChange={(e) => setSecret(e.target.value)}
      />
    </span>
  )
  return {
    field,
    reset: () => setSecret(''),
    body: async () => ({
      password: await hashLoginPassword(secret),
      ...(/^\d{6}$/.test(secret.trim()) ? { code: secret.trim() } : {}),
    }),
  }
}
