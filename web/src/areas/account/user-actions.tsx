import { KeyRound, MailCheck, Pencil, Power, PowerOff, ShieldOff, Trash2 } from 'lucide-react'
import type { UserItem } from '#contract/account/users.ts'
import { RowMenu } from '../../engine/row-actions.tsx'
import { DropdownMenuItem, DropdownMenuSeparator } from '../../ui/dropdown-menu.tsx'

/** What an administrator does to an account after a confirmation. */
export type UserActionKind = 'deactivate' | 'activate' | 'reset' | 'reset2fa' | 'delete'

/**
 * "Aksi" of one account. One's own account is not deactivated, deleted or reset from here (the server
 * refuses the first two; one's own password is changed on the "Ubah Password" page).
 */
export function UserActions({
  user,
  self,
  sending,
  onEdit,
  onVerify,
  onPending,
}: {
  user: UserItem
  self: boolean
  sending: boolean
  onEdit: () => void
  onVerify: () => void
  onPending: (kind: UserActionKind) => void
}) {
  const active = user.status === 'ACTIVE'
  return (
    <RowMenu label={`Aksi untuk ${user.username}`} className="w-64">
      <DropdownMenuItem onSelect={onEdit}>
        <Pencil aria-hidden="true" />
        Ubah
      </DropdownMenuItem>
      {!user.emailVerifiedAt && active ? (
        <DropdownMenuItem disabled={sending} onSelect={onVerify}>
          <MailCheck aria-hidden="true" />
          Kirim ulang verifikasi email
        </DropdownMenuItem>
      ) : null}
      {active && !self ? (
        <DropdownMenuItem onSelect={() => onPending('reset')}>
          <KeyRound aria-hidden="true" />
          Atur ulang password
        </DropdownMenuItem>
      ) : null}
      {user.twoFactorEnabled && !self ? (
        <DropdownMenuItem onSelect={() => onPending('reset2fa')}>
          <ShieldOff aria-hidden="true" />
          Reset verifikasi 2 langkah
        </DropdownMenuItem>
      ) : null}
      {self ? null : active ? (
        <DropdownMenuItem className="text-destructive" onSelect={() => onPending('deactivate')}>
          <PowerOff aria-hidden="true" />
          Nonaktifkan
        </DropdownMenuItem>
      ) : (
        <DropdownMenuItem onSelect={() => onPending('activate')}>
          <Power aria-hidden="true" />
          Aktifkan kembali
        </DropdownMenuItem>
      )}
      {self ? null : (
        <>
          <DropdownMenuSeparator />
          <DropdownMenuItem className="text-destructive" onSelect={() => onPending('delete')}>
            <Trash2 aria-hidden="true" />
            Hapus
          </DropdownMenuItem>
        </>
      )}
    </RowMenu>
  )
}
