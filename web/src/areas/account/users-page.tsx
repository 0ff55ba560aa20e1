import { useQueryClient } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { lazy, Suspense, useMemo, useState } from 'react'
import { USER_STATUSES, type UserItem } from '#contract/account/users.ts'
import { USER_TYPE_LEVELS } from '#contract/auth/schemas.ts'
import type { CallResult } from '#contract/envelope.ts'
import { formatDateTime } from '#contract/format.ts'
import type { TableColumn } from '../../engine/data-table.tsx'
import { toListRequest } from '../../engine/list-request.ts'
import type { ListShape } from '../../engine/list-state.ts'
import { ListView } from '../../engine/list-view.tsx'
import { namedDeleteQuestion } from '../../engine/resource-list-page.tsx'
import { RowMenuButton } from '../../engine/row-actions-lazy.tsx'
import { useList } from '../../engine/use-list.ts'
import { useProfile } from '../../session/use-session.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { notify } from '../../ui/notify.ts'
import { PageHeader } from '../../ui/page-header.tsx'
import { useEver } from '../../ui/use-ever.ts'
import { accountApi, accountKeys, SEGMENT_OPTIONS_PATH, type UserListRequest } from './account-api.ts'
import { isLocked, LEVEL_LABELS, STATUS_LABELS, scopeText } from './labels.ts'
import { crumbsOf, pageTitleOf } from './list-parts.tsx'
import type { UserActionKind } from './user-actions.tsx'
import type { UserFormTarget } from './user-form.tsx'

/**
 * Not part of the page's first load (issue 12 budgets), as on the engine's lists: each row's menu (Radix's
 * menu with its positioning library) arrives right after the page, its "…" button drawn meanwhile; the
 * form (react-hook-form, its zod resolver, Radix's dialog) loads when first opened (fetched already on
 * hovering or focusing "Tambah Pengguna"), the confirmation when first asked.
 */
const UserActions = lazy(() => import('./user-actions.tsx').then((m) => ({ default: m.UserActions })))
const loadForm = () => import('./user-form.tsx')
const UserFormDialog = lazy(() => loadForm().then((m) => ({ default: m.UserFormDialog })))
const ConfirmDialog = lazy(() =>
  import('../../ui/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
)

const HREF = '/dashboard/user'

/** The list's URL state: sortable columns and filters the /users/list call accepts. */
const SHAPE: ListShape = {
  columns: [
    { key: 'username', label: 'Username', sortable: true },
    { key: 'fullName', label: 'Nama', sortable: true },
    { key: 'email', label: 'Email', sortable: true },
    { key: 'status', label: 'Status', sortable: true },
    { key: 'lastLoginAt', label: 'Login Terakhir', sortable: true },
  ],
  filters: [
    {
      key: 'status',
      label: 'Status',
      type: 'select',
      options: USER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
    },
    { key: 'roleSegmentId', label: 'Segmen', type: 'ref', ref: SEGMENT_OPTIONS_PATH },
    {
      key: 'userTypeLevel',
      label: 'Cakupan',
      type: 'select',
      options: USER_TYPE_LEVELS.map((l) => ({ value: l, label: LEVEL_LABELS[l] })),
    },
  ],
  defaultSort: { key: 'username', dir: 'asc' },
}

export const DEACTIVATE_CONFIRM =
  'Apakah Anda yakin ingin menonaktifkan akun ini? Pengguna tidak dapat login dan semua sesinya diakhiri.'
export const ACTIVATE_CONFIRM = 'Apakah Anda yakin ingin mengaktifkan kembali akun ini?'
export const resetConfirm = (email: string) =>
  `Apakah Anda yakin ingin mengatur ulang password akun ini? Password lama tidak berlaku lagi dan tautan untuk menyetel password baru dikirim ke ${email}.`

export const RESET_2FA_CONFIRM =
  'Apakah Anda yakin ingin mereset verifikasi 2 langkah akun ini? Autentikator dan kode pemulihannya dihapus, semua sesinya diakhiri, dan pengguna mendaftar ulang saat login berikutnya bila segmennya mewajibkannya.'

type Pending = { kind: UserActionKind; user: UserItem } | null

function StatusCell({ user }: { user: UserItem }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge tone={user.status === 'ACTIVE' ? 'success' : 'neutral'}>{STATUS_LABELS[user.status]}</Badge>
      {isLocked(user.lockedUntil) ? <Badge tone="danger">Terkunci</Badge> : null}
      {user.passwordSet ? null : <Badge tone="warning">Menunggu password</Badge>}
      {user.twoFactorEnabled ? <Badge tone="info">2FA aktif</Badge> : null}
    </span>
  )
}

/** "Daftar Pengguna Dashboard": accounts in the administrator's scope, their access and their state. */
export function UsersPage() {
  const profile = useProfile()
  const queryClient = useQueryClient()
  const list = useList<UserItem, UserListRequest>({
    shape: SHAPE,
    request: (state) => toListRequest(state) as UserListRequest,
    source: { key: accountKeys.users, fetch: (request, signal) => accountApi.users(request, signal) },
  })
  const [formTarget, setFormTarget] = useState<UserFormTarget | null>(null)
  const [pending, setPending] = useState<Pending>(null)
  const [running, setRunning] = useState(false)
  const [sending, setSending] = useState<string | null>(null)
  const formUsed = useEver(formTarget !== null)
  const confirmUsed = useEver(pending !== null)

  const finish = async (result: CallResult<unknown>) => {
    notify(result.message, result.success ? 'success' : 'error')
    if (result.success) await queryClient.invalidateQueries({ queryKey: accountKeys.all })
  }

  const runPending = async () => {
    if (!pending) return
    const { kind, user } = pending
    setRunning(true)
    const result =
      kind === 'delete'
        ? await accountApi.deleteUsers([user.id])
        : kind === 'reset'
          ? await accountApi.resetPassword(user.id)
          : kind === 'reset2fa'
            ? await accountApi.resetTwoFactor(user.id)
            : await accountApi.updateUser({
                id: user.id,
                status: kind === 'activate' ? 'ACTIVE' : 'INACTIVE',
              })
    setRunning(false)
    setPending(null)
    await finish(result)
  }

  const sendVerification = async (user: UserItem) => {
    setSending(user.id)
    const result = await accountApi.sendVerification(user.id)
    setSending(null)
    await finish(result)
  }

  const columns: TableColumn<UserItem>[] = useMemo(
    () => [
      {
        id: 'username',
        header: 'Username',
        sortable: true,
        cell: (u) => (
          <span className="inline-flex items-center gap-2">
            <span className="font-medium">{u.username}</span>
            {u.username === profile.username ? <Badge tone="info">Anda</Badge> : null}
          </span>
        ),
      },
      { id: 'fullName', header: 'Nama', sortable: true, cell: (u) => u.fullName },
      {
        id: 'email',
        header: 'Email',
        sortable: true,
        cell: (u) => (
          <span className="inline-flex items-center gap-2">
            <span>{u.email}</span>
            {u.emailVerifiedAt ? (
              <Badge tone="success" title={`Terverifikasi ${formatDateTime(u.emailVerifiedAt)}`}>
                Terverifikasi
              </Badge>
            ) : (
              <Badge tone="warning">Belum terverifikasi</Badge>
            )}
          </span>
        ),
      },
      {
        id: 'segment',
        header: 'Segmen',
        cell: (u) => <span title={u.roleSegmentCode}>{u.roleSegmentName}</span>,
      },
      { id: 'scope', header: 'Cakupan', cell: (u) => scopeText(u) },
      { id: 'status', header: 'Status', sortable: true, cell: (u) => <StatusCell user={u} /> },
      {
        id: 'lastLoginAt',
        header: 'Login Terakhir',
        sortable: true,
        cell: (u) =>
          u.lastLoginAt ? (
            formatDateTime(u.lastLoginAt)
          ) : (
            <span className="text-muted-foreground">Belum pernah</span>
          ),
      },
    ],
    [profile.username],
  )

  return (
    <>
      <PageHeader
        title={pageTitleOf(HREF)}
        crumbs={crumbsOf(HREF)}
        description="Akun yang dapat login ke dashboard. Password tidak pernah terlihat oleh administrator: pengguna menyetelnya sendiri lewat tautan di email."
        actions={
          <Button
            onClick={() => setFormTarget({ mode: 'add' })}
            onPointerEnter={() => void loadForm()}
            onFocus={() => void loadForm()}
          >
            <Plus aria-hidden="true" className="size-4" />
            Tambah Pengguna
          </Button>
        }
      />
      <ListView<UserItem>
        list={list}
        caption={pageTitleOf(HREF)}
        columns={columns}
        rowKey={(u) => u.id}
        search={{ placeholder: 'Cari username, nama atau email…', label: 'Cari pengguna dashboard' }}
        rowActions={(user) => (
          <Suspense fallback={<RowMenuButton label={`Aksi untuk ${user.username}`} />}>
            <UserActions
              user={user}
              self={user.username === profile.username}
              sending={sending === user.id}
              onEdit={() => setFormTarget({ mode: 'edit', user })}
              onVerify={() => void sendVerification(user)}
              onPending={(kind) => setPending({ kind, user })}
            />
          </Suspense>
        )}
        empty={{ hint: 'Tambahkan pengguna pertama.' }}
      />

      {formUsed ? (
        <Suspense fallback={null}>
          <UserFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
        </Suspense>
      ) : null}
      {confirmUsed ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={pending !== null}
            onOpenChange={(open) => (open ? undefined : setPending(null))}
            message={
              pending?.kind === 'delete'
                ? namedDeleteQuestion('pengguna', pending.user.username, pending.user.email)
                : pending?.kind === 'reset'
                  ? resetConfirm(pending.user.email)
                  : pending?.kind === 'reset2fa'
                    ? RESET_2FA_CONFIRM
                    : pending?.kind === 'activate'
                      ? ACTIVATE_CONFIRM
                      : DEACTIVATE_CONFIRM
            }
            confirmLabel={pending?.kind === 'delete' ? 'Hapus' : 'Ya, lanjutkan'}
            tone={pending?.kind === 'delete' || pending?.kind === 'deactivate' ? 'danger' : 'default'}
            pending={running}
            onConfirm={() => void runPending()}
          />
        </Suspense>
      ) : null}
    </>
  )
}
