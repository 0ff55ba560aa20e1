import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useMemo } from 'react'
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form'
import {
  SCOPE_RESOURCES,
  type UserAddRequest,
  type UserItem,
  type UserUpdateRequest,
} from '#contract/account/users.ts'
import { USER_TYPE_LEVELS, type UserTypeLevel } from '#contract/auth/schemas.ts'
import type { FieldDef } from '#contract/engine/resource.ts'
import { FormField } from '../../engine/form-field.tsx'
import { FormFooter } from '../../engine/form-footer.tsx'
import { FormSection } from '../../engine/form-section.tsx'
import type { FormValues } from '../../engine/form-values.ts'
import { useResourceLookup } from '../../engine/resource-lookup.ts'
import { CodeRefSelect } from '../../engine/select-inputs.tsx'
import { useFormSave } from '../../engine/use-form-save.ts'
import { useProfile } from '../../session/use-session.ts'
import { Alert } from '../../ui/alert.tsx'
import { Dialog, DialogBody, DialogContent } from '../../ui/dialog.tsx'
import { FieldError, Label } from '../../ui/label.tsx'
import { notify } from '../../ui/notify.ts'
import { accountApi, accountKeys, PARTNER_OPTIONS_PATH, SEGMENT_OPTIONS_PATH } from './account-api.ts'
import { LEVEL_LABELS } from './labels.ts'
import {
  formFieldOf,
  hasChanges,
  levelChoices,
  newUserDefaults,
  toAddRequest,
  toUpdateRequest,
  userDefaults,
  userFormSchema,
} from './user-form-schema.ts'

export type UserFormTarget = { mode: 'add' } | { mode: 'edit'; user: UserItem }

/**
 * Where the value of each scope level is picked from: the resources' own options calls, found in the
 * declarations loaded on first use (useResourceLookup); '' until then, which keeps the select waiting.
 */
const scopeSource = (
  level: Exclude<UserTypeLevel, 'ALL'>,
  resources: ReturnType<typeof useResourceLookup>,
): string =>
  level === 'PARTNER'
    ? PARTNER_OPTIONS_PATH
    : resources
      ? (resources.resourceByName(SCOPE_RESOURCES[level])?.apiPath ?? SCOPE_RESOURCES[level])
      : ''

const SELF_HELP = 'Anda tidak dapat mengubah hak akses Anda sendiri.'

const ACCOUNT_FIELDS: readonly FieldDef[] = [
  {
    key: 'username',
    label: 'Username',
    type: 'text',
    help: '4–64 karakter: huruf kecil, angka, titik atau garis bawah.',
  },
  { key: 'fullName', label: 'Nama Lengkap', type: 'text' },
  {
    key: 'email',
    label: 'Email',
    type: 'email',
    help: 'Tautan untuk menyetel password dikirim ke alamat ini. Alamat baru harus diverifikasi ulang.',
  },
]

/** "Tambah Pengguna" / "Ubah Pengguna": the account, its segment and its data scope, in a drawer. */
export function UserFormDialog({ target, onClose }: { target: UserFormTarget | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? (
        <DialogContent
          title={target.mode === 'edit' ? 'Ubah Pengguna' : 'Tambah Pengguna'}
          className="max-w-2xl"
        >
          <UserForm target={target} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

function UserForm({ target, onClose }: { target: UserFormTarget; onClose: () => void }) {
  const resources = useResourceLookup()
  const profile = useProfile()
  const formId = useId()
  const queryClient = useQueryClient()
  const editing = target.mode === 'edit' ? target.user : null
  const self = editing !== null && editing.username === profile.username
  const mode = editing ? 'edit' : 'add'
  const form = useForm<FormValues>({
    resolver: zodResolver(userFormSchema as never) as Resolver<FormValues>,
    defaultValues: editing ? userDefaults(editing) : newUserDefaults(profile),
    shouldFocusError: true,
  })
  const save = useFormSave({
    form,
    fieldOf: formFieldOf,
    send: (p: { add: UserAddRequest } | { update: UserUpdateRequest }) =>
      'add' in p ? accountApi.addUser(p.add) : accountApi.updateUser(p.update),
    onSaved: async () => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.all })
      onClose()
    },
  })

  const watchedLevel = useWatch({ control: form.control, name: 'userTypeLevel' })
  const level = USER_TYPE_LEVELS.find((l) => l === watchedLevel)
  const value = useWatch({ control: form.control, name: 'userTypeValue' }) as string
  const scopeFields: FieldDef[] = useMemo(
    () => [
      {
        key: 'roleSegmentId',
        label: 'Segmen',
        type: 'ref',
        ref: SEGMENT_OPTIONS_PATH,
        help: self ? SELF_HELP : 'Segmen menentukan fitur yang dapat dibuka pengguna.',
      },
      {
        key: 'userTypeLevel',
        label: 'Cakupan Data',
        type: 'select',
        options: levelChoices(profile.userTypeLevel, editing?.userTypeLevel).map((l) => ({
          value: l,
          label: LEVEL_LABELS[l],
        })),
        help: self ? SELF_HELP : 'Data yang dapat dilihat dan diubah pengguna.',
      },
    ],
    [self, profile.userTypeLevel, editing?.userTypeLevel],
  )
  const fields = [...ACCOUNT_FIELDS, ...scopeFields]
  // The name of the current value is known from the row until another one is picked.
  const knownName = (code: string) =>
    editing && editing.userTypeLevel === level && editing.userTypeValue === code
      ? editing.userTypeValueName
      : undefined

  const onSubmit = form.handleSubmit((raw) => {
    const v = userFormSchema.parse(raw)
    if (!editing) return save.run({ add: toAddRequest(v) })
    const update = toUpdateRequest(editing, v)
    if (!hasChanges(update)) {
      notify('Tidak ada perubahan untuk disimpan.', 'info')
      onClose()
      return
    }
    // Asked first when it changes what the account may do or see (segment, scope); not for a name or e-mail.
    const weighty = 'roleSegmentId' in update || 'userTypeLevel' in update
    return weighty ? save.ask({ update }) : save.run({ update })
  })

  const onUserChange = (key: string) => {
    if (key === 'userTypeLevel') {
      form.setValue('userTypeValue', '', { shouldDirty: true })
      form.setValue('sharingFeePartnerCode', '', { shouldDirty: true })
    }
  }

  const renderField = (field: FieldDef, disabled: boolean) => (
    <FormField
      key={field.key}
      def={{ input: userFormSchema }}
      field={field}
      fields={fields}
      control={form.control}
      mode={mode}
      formId={formId}
      onUserChange={onUserChange}
      disabled={disabled}
    />
  )
  const valueId = `${formId}-userTypeValue`
  const sharingId = `${formId}-sharingFeePartnerCode`
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex min-h-0 flex-1 flex-col"
      aria-label={editing ? 'Ubah pengguna' : 'Tambah pengguna'}
    >
      <DialogBody className="flex flex-col gap-6">
        {save.message ? <Alert variant="error">{save.message}</Alert> : null}
        {editing ? null : (
          <p className="text-sm text-muted-foreground">
            Akun dibuat tanpa password: pengguna menerima email berisi tautan untuk menyetel passwordnya
            sendiri.
          </p>
        )}
        <FormSection title="Akun">{ACCOUNT_FIELDS.map((field) => renderField(field, false))}</FormSection>
        <FormSection title="Hak Akses">
          {/* One's own access is not changed here. */}
          {scopeFields.map((field) => renderField(field, self))}
          {level === undefined ? null : level === 'ALL' ? (
            <p className="self-end text-sm text-muted-foreground sm:col-span-2">
              Pengguna dengan cakupan Semua dapat melihat seluruh data.
            </p>
          ) : (
            <Controller
              control={form.control}
              name="userTypeValue"
              render={({ field: f, fieldState }) => {
                const message = fieldState.error?.message
                return (
                  <div className="flex flex-col gap-1.5">
                    <Label htmlFor={valueId} id={`${valueId}-label`}>
                      {LEVEL_LABELS[level]}
                    </Label>
                    <CodeRefSelect
                      key={level}
                      id={valueId}
                      labelId={`${valueId}-label`}
                      label={LEVEL_LABELS[level]}
                      apiPath={scopeSource(level, resources)}
                      value={typeof f.value === 'string' ? f.value : ''}
                      valueName={knownName(typeof f.value === 'string' ? f.value : '')}
                      onChange={(code) => {
                        const sharing = form.getValues('sharingFeePartnerCode')
                        if (sharing === f.value) form.setValue('sharingFeePartnerCode', '')
                        f.onChange(code)
                      }}
                      onBlur={f.onBlur}
                      buttonRef={f.ref}
                      invalid={Boolean(message)}
                      describedBy={message ? `${valueId}-error` : undefined}
                      disabled={self}
                      placeholder={`Pilih ${LEVEL_LABELS[level].toLowerCase()}`}
                    />
                    <FieldError id={`${valueId}-error`} message={message} />
                  </div>
                )
              }}
            />
          )}
          {level === 'PARTNER' ? (
            <Controller
              control={form.control}
              name="sharingFeePartnerCode"
              render={({ field: f, fieldState }) => {
                const message = fieldState.error?.message
                const code = typeof f.value === 'string' ? f.value : ''
                return (
                  <div className="flex flex-col gap-1.5">
                    <Label htmlFor={sharingId} id={`${sharingId}-label`}>
                      Partner Sharing Fee
                    </Label>
                    <CodeRefSelect
                      id={sharingId}
                      labelId={`${sharingId}-label`}
                      label="Partner Sharing Fee"
                      apiPath={PARTNER_OPTIONS_PATH}
                      value={code}
                      valueName={code === value ? knownName(code) : undefined}
                      onChange={f.onChange}
                      onBlur={f.onBlur}
                      buttonRef={f.ref}
                      clearable
                      invalid={Boolean(message)}
                      describedBy={`${sharingId}-help${message ? ` ${sharingId}-error` : ''}`}
                      disabled={self}
                      placeholder="Sama dengan partner"
                    />
                    <p id={`${sharingId}-help`} className="text-xs text-muted-foreground">
                      Partner yang sharing fee-nya dapat dilihat pengguna. Kosongkan untuk memakai partner di
                      atas.
                    </p>
                    <FieldError id={`${sharingId}-error`} message={message} />
                  </div>
                )
              }}
            />
          ) : null}
        </FormSection>
      </DialogBody>
      <FormFooter save={save} submitDisabled={form.formState.isSubmitting} />
    </form>
  )
}
