import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, Undo2 } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import type { RoleTaskMatrix } from '#contract/account/roles.ts'
import { formatNumber } from '#contract/format.ts'
import { FormFooter, UPDATE_CONFIRM } from '../../engine/form-footer.tsx'
import { ListError } from '../../engine/list-states.tsx'
import { SearchBox } from '../../engine/search-box.tsx'
import { useFormSave } from '../../engine/use-form-save.ts'
import { useProfile } from '../../session/use-session.ts'
import { Alert } from '../../ui/alert.tsx'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { Checkbox } from '../../ui/checkbox.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { PageSpinner } from '../../ui/spinner.tsx'
import { accountApi, accountKeys } from './account-api.ts'
import { FEATURE_LEVEL_LABELS, groupLabel } from './labels.ts'
import { crumbsOf } from './list-parts.tsx'
import {
  canToggle,
  changesOf,
  filterGroups,
  groupState,
  isDirty,
  type MatrixFeature,
  setGroup,
} from './matrix-state.ts'

const HREF = '/dashboard/feature-segmentation'
export const LEAVE_CONFIRM = 'Perubahan fitur belum disimpan. Tinggalkan halaman tanpa menyimpan?'

/** The features × segment editor of one segment: loads its matrix, then edits it. */
export function SegmentMatrix({ segmentId, onClose }: { segmentId: number; onClose: () => void }) {
  const query = useQuery({
    queryKey: accountKeys.matrix(segmentId),
    queryFn: ({ signal }) => accountApi.matrix(segmentId, signal),
    retry: false,
    staleTime: 0,
  })
  const header = (title: string) => (
    <PageHeader
      title={title}
      crumbs={[...crumbsOf(HREF).slice(0, -1), { label: 'Segmentasi Fitur', href: HREF }, { label: title }]}
      actions={
        <Button variant="outline" onClick={onClose}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Kembali ke daftar segmen
        </Button>
      }
    />
  )
  if (query.isPending)
    return (
      <>
        {header('Fitur Segmen')}
        <PageSpinner label="Memuat fitur segmen…" />
      </>
    )
  if (query.isError)
    return (
      <>
        {header('Fitur Segmen')}
        <Card className="p-6">
          <ListError message={query.error.message} onRetry={() => void query.refetch()} />
        </Card>
      </>
    )
  return (
    <>
      {header(`Fitur Segmen ${query.data.segment.name}`)}
      <MatrixEditor key={query.data.segment.id} matrix={query.data} />
    </>
  )
}

function MatrixEditor({ matrix }: { matrix: RoleTaskMatrix }) {
  const profile = useProfile()
  const queryClient = useQueryClient()
  const legendId = useId()
  const [original, setOriginal] = useState<ReadonlySet<string>>(() => new Set(matrix.granted))
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(matrix.granted))
  const [search, setSearch] = useState('')

  const own = matrix.segment.code === profile.roleSegmentCode
  const held = useMemo(
    () => new Set(profile.roleSegmentValue.map((r) => r.roleName)),
    [profile.roleSegmentValue],
  )
  const toggleable = (name: string) => !own && canToggle(name, held, original)
  const dirty = isDirty(original, selected)
  const changes = changesOf(original, selected)
  const groups = useMemo(() => filterGroups(matrix.groups, search), [matrix.groups, search])
  const total = matrix.groups.reduce((n, g) => n + g.features.length, 0)

  const toggle = (name: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev)
      if (on) next.add(name)
      else next.delete(name)
      return next
    })

  const save = useFormSave({
    send: (features: string[]) => accountApi.saveMatrix(matrix.segment.id, features),
    onSaved: async (result) => {
      if (!result.data) return
      const granted = new Set(result.data.granted)
      setOriginal(granted)
      setSelected(granted)
      queryClient.setQueryData(accountKeys.matrix(matrix.segment.id), result.data)
      await queryClient.invalidateQueries({ queryKey: ['account', 'segments'] })
    },
  })

  return (
    <>
      {own ? (
        <Alert className="mb-4">
          Ini segmen Anda sendiri: fiturnya hanya dapat diubah oleh administrator lain.
        </Alert>
      ) : null}
      <Card className="min-w-0">
        <div className="flex flex-wrap items-center gap-3 border-b border-border p-3">
          <SearchBox value={search} placeholder="Cari fitur…" label="Cari fitur" onChange={setSearch} />
          <p className="text-sm" aria-live="polite" data-testid="matrix-count">
            <span className="font-semibold">{formatNumber(selected.size)}</span> dari {formatNumber(total)}{' '}
            fitur dipilih
          </p>
          <p
            id={legendId}
            className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground sm:ml-auto"
          >
            <Badge tone="info">{FEATURE_LEVEL_LABELS.data}</Badge> membuka data korporat dalam cakupan
            pengguna
            <Badge tone="neutral">{FEATURE_LEVEL_LABELS.feature}</Badge> membuka menu atau fungsi
          </p>
        </div>
        <div className="flex flex-col gap-4 p-3">
          {groups.length === 0 ? (
            <p className="py-8 text-center font-medium">Tidak ada fitur yang cocok dengan pencarian.</p>
          ) : (
            groups.map((g) => (
              <MatrixGroupBox
                key={g.roleGroup}
                roleGroup={g.roleGroup}
                features={g.features}
                selected={selected}
                held={held}
                toggleable={toggleable}
                onToggle={toggle}
                onGroup={(on) => setSelected((prev) => setGroup(prev, g.features, on, toggleable))}
              />
            ))
          )}
        </div>
        <FormFooter
          className="sticky bottom-0 rounded-b-lg bg-card px-3 py-3 sm:px-3"
          save={save}
          note={
            dirty ? (
              <p className="mr-auto text-sm text-muted-foreground" aria-live="polite">
                Belum disimpan: {changes.added.length} ditambah, {changes.removed.length} dicabut.
              </p>
            ) : null
          }
          cancelLabel="Batalkan perubahan"
          cancelIcon={<Undo2 aria-hidden="true" className="size-4" />}
          cancelDisabled={!dirty}
          onCancel={() => setSelected(new Set(original))}
          submitLabel="Simpan fitur"
          submitDisabled={!dirty || own}
          onSubmit={() => save.ask([...selected].sort())}
          confirmMessage={
            <>
              {UPDATE_CONFIRM}
              <span className="mt-2 block text-muted-foreground">
                Segmen {matrix.segment.name}: {changes.added.length} fitur ditambah, {changes.removed.length}{' '}
                dicabut. Berlaku pada permintaan berikutnya setiap pengguna segmen ini.
              </span>
            </>
          }
          leave={{ when: dirty, message: LEAVE_CONFIRM }}
        />
      </Card>
    </>
  )
}

function MatrixGroupBox({
  roleGroup,
  features,
  selected,
  held,
  toggleable,
  onToggle,
  onGroup,
}: {
  roleGroup: string
  features: readonly MatrixFeature[]
  selected: ReadonlySet<string>
  held: ReadonlySet<string>
  toggleable: (name: string) => boolean
  onToggle: (name: string, on: boolean) => void
  onGroup: (on: boolean) => void
}) {
  const id = useId()
  const name = groupLabel(roleGroup)
  const state = groupState(features, selected, toggleable)
  return (
    <fieldset className="rounded-md border border-border" aria-labelledby={`${id}-legend`}>
      <div className="flex flex-wrap items-center gap-3 border-b border-border bg-muted/50 px-3 py-2">
        <h3 id={`${id}-legend`} className="font-semibold">
          {name}
        </h3>
        <span className="text-xs text-muted-foreground">
          {state.count}/{features.length} dipilih
        </span>
        <label htmlFor={`${id}-all`} className="ml-auto flex items-center gap-2 text-sm">
          <Checkbox
            id={`${id}-all`}
            checked={state.checked}
            indeterminate={state.indeterminate}
            disabled={state.disabled}
            aria-label={`Pilih semua ${name}`}
            onChange={(e) => onGroup(e.target.checked)}
          />
          Pilih semua
        </label>
      </div>
      <ul className="grid grid-cols-1 gap-x-4 gap-y-1 p-3 md:grid-cols-2 xl:grid-cols-3">
        {features.map((f) => {
          const enabled = toggleable(f.roleName)
          const notHeld = !held.has(f.roleName)
          const hintId = `${id}-${f.roleName}-hint`
          return (
            <li key={f.roleName}>
              <label
                htmlFor={`${id}-${f.roleName}`}
                className={
                  enabled
                    ? 'flex cursor-pointer items-start gap-2 rounded px-1 py-1 hover:bg-muted/60'
                    : 'flex cursor-not-allowed items-start gap-2 rounded px-1 py-1 opacity-60'
                }
              >
                <Checkbox
                  id={`${id}-${f.roleName}`}
                  className="mt-0.5"
                  checked={selected.has(f.roleName)}
                  disabled={!enabled}
                  aria-label={`${f.label} (${f.roleName})`}
                  aria-describedby={notHeld ? hintId : undefined}
                  onChange={(e) => onToggle(f.roleName, e.target.checked)}
                />
                <span className="flex min-w-0 flex-col">
                  <span className="flex flex-wrap items-center gap-1.5 text-sm">
                    {f.label}
                    <Badge tone={f.level === 'data' ? 'info' : 'neutral'}>
                      {FEATURE_LEVEL_LABELS[f.level]}
                    </Badge>
                  </span>
                  <span className="font-mono text-xs text-muted-foreground">{f.roleName}</span>
                  {notHeld ? (
                    <span id={hintId} className="text-xs text-muted-foreground">
                      Tidak Anda miliki: tidak dapat diberikan
                    </span>
                  ) : null}
                </span>
              </label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
