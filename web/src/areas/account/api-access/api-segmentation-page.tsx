import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Network, SearchX } from 'lucide-react'
import { useEffect, useId, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { ApiSegmentMatrix } from '#contract/account/api-access.ts'
import { ACCOUNT_MESSAGES } from '#contract/account/messages.ts'
import { formatNumber } from '#contract/format.ts'
import { FormFooter } from '../../../engine/form-footer.tsx'
import { ListError } from '../../../engine/list-states.tsx'
import { SearchBox } from '../../../engine/search-box.tsx'
import { useUrlWriter, withParam } from '../../../engine/url-writer.ts'
import { useFormSave } from '../../../engine/use-form-save.ts'
import { useProfile } from '../../../session/use-session.ts'
import { Alert } from '../../../ui/alert.tsx'
import { Badge } from '../../../ui/badge.tsx'
import { Card } from '../../../ui/card.tsx'
import { Checkbox } from '../../../ui/checkbox.tsx'
import { EmptyState } from '../../../ui/empty-state.tsx'
import { Label } from '../../../ui/label.tsx'
import { NativeSelect } from '../../../ui/native-select.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { PageSpinner } from '../../../ui/spinner.tsx'
import { apiAccessApi, apiAccessKeys } from './api.ts'
import { filterMasters, sameSelection, selectAllState, toggleOne, toggleShown } from './matrix.ts'

const TITLE = 'Segmentasi API'

/**
 * "Segmentasi API": which API masters (groups of server routes) a role segment may call. The server
 * refuses the routes of an unticked master to the segment's users from their next request on, even
 * when they hold the route's feature.
 */
export function ApiSegmentationPage() {
  const [params] = useSearchParams()
  const write = useUrlWriter()
  const segmentId = Number(params.get('segment') ?? '') || null
  const selectId = useId()
  const segments = useQuery({
    queryKey: apiAccessKeys.segments,
    queryFn: ({ signal }) => apiAccessApi.segments(signal),
  })

  // Another segment starts without the previous one's search.
  const choose = (id: string) =>
    write((latest) => withParam('q', null)(withParam('segment', id || null)(latest)))

  return (
    <>
      <PageHeader
        title={TITLE}
        crumbs={[{ label: 'Beranda', href: '/' }, { label: 'Akun Dashboard' }, { label: TITLE }]}
        description="Atur master API (kelompok rute server) yang boleh dipanggil setiap segmen. Pemeriksaan ini berlaku di samping fitur: pengguna tetap harus memiliki fitur rutenya."
      />
      <Card className="mb-4 p-4">
        {segments.isError ? (
          <ListError align="start" message={segments.error.message} onRetry={() => void segments.refetch()} />
        ) : (
          <div className="flex max-w-md flex-col gap-1.5">
            <Label htmlFor={selectId}>Segmen</Label>
            <NativeSelect
              id={selectId}
              value={segmentId ? String(segmentId) : ''}
              disabled={!segments.data}
              onChange={(e) => choose(e.target.value)}
            >
              <option value="">{segments.data ? 'Pilih segmen…' : 'Memuat segmen…'}</option>
              {(segments.data ?? []).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.code} — {s.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
      </Card>
      {segmentId ? (
        <SegmentMatrix key={segmentId} segmentId={segmentId} />
      ) : (
        <EmptyState
          icon={Network}
          title="Pilih segmen"
          description="Pilih segmen di atas untuk melihat dan mengatur master API yang boleh dipanggilnya."
        />
      )}
    </>
  )
}

function SegmentMatrix({ segmentId }: { segmentId: number }) {
  const matrix = useQuery({
    queryKey: apiAccessKeys.matrix(segmentId),
    queryFn: ({ signal }) => apiAccessApi.matrix(segmentId, signal),
    retry: false,
  })
  if (matrix.isPending) return <PageSpinner label="Memuat master API…" />
  if (matrix.isError)
    return (
      <Card className="p-4">
        <ListError align="start" message={matrix.error.message} onRetry={() => void matrix.refetch()} />
      </Card>
    )
  return <MatrixEditor matrix={matrix.data} />
}

function MatrixEditor({ matrix }: { matrix: ApiSegmentMatrix }) {
  const profile = useProfile()
  const queryClient = useQueryClient()
  const [params] = useSearchParams()
  const write = useUrlWriter()
  const search = params.get('q') ?? ''
  const [selected, setSelected] = useState<Set<number>>(() => new Set(matrix.granted))
  const own = profile.roleSegmentCode === matrix.segment.code
  const uid = useId()

  // A saved matrix (or a refetch) becomes the new starting point.
  useEffect(() => setSelected(new Set(matrix.granted)), [matrix.granted])

  const shown = useMemo(() => filterMasters(matrix.masters, search), [matrix.masters, search])
  const shownIds = shown.map((m) => m.id)
  const all = selectAllState(shownIds, selected)
  const dirty = !sameSelection(selected, matrix.granted)
  const total = matrix.masters.length

  const setSearch = (q: string) => write(withParam('q', q || null), { replace: true })

  const save = useFormSave({
    send: (ids: number[]) => apiAccessApi.updateMatrix(matrix.segment.id, ids),
    onSaved: () => queryClient.invalidateQueries({ queryKey: apiAccessKeys.all }),
  })

  return (
    <Card className="min-w-0">
      <div className="flex flex-col gap-3 border-b border-border p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-base font-semibold">
            {matrix.segment.name}{' '}
            <span className="font-mono text-sm text-muted-foreground">({matrix.segment.code})</span>
          </h2>
          <p aria-live="polite" className="text-sm text-muted-foreground" data-testid="matrix-count">
            {formatNumber(selected.size)} dari {formatNumber(total)} master API diizinkan
          </p>
        </div>
        {own ? <Alert variant="info">{ACCOUNT_MESSAGES.self}</Alert> : null}
        {save.message ? <Alert variant="error">{save.message}</Alert> : null}
        <search aria-label="Pencarian master API" className="flex flex-wrap items-center gap-3">
          <SearchBox
            value={search}
            label="Cari master API"
            placeholder="Cari kode, nama atau deskripsi…"
            onChange={setSearch}
          />
          <label htmlFor={`${uid}-all`} className="flex items-center gap-2 text-sm font-medium">
            <Checkbox
              id={`${uid}-all`}
              checked={all === 'all'}
              indeterminate={all === 'some'}
              disabled={own || shown.length === 0}
              onChange={(e) => setSelected(toggleShown(selected, shownIds, e.target.checked))}
            />
            {search ? 'Pilih semua hasil pencarian' : 'Pilih semua'}
          </label>
        </search>
      </div>
      {total === 0 ? (
        <p className="p-6 text-center font-medium">Belum ada master API.</p>
      ) : shown.length === 0 ? (
        <div className="flex flex-col items-center gap-2 p-6 text-center">
          <SearchX aria-hidden="true" className="size-6 text-muted-foreground" />
          <p className="font-medium">Tidak ditemukan data yang sesuai</p>
        </div>
      ) : (
        <ul aria-label="Master API" className="grid grid-cols-1 gap-px bg-border md:grid-cols-2">
          {shown.map((m) => (
            <li key={m.id} className="bg-card">
              <label
                htmlFor={`${uid}-m-${m.id}`}
                className="flex cursor-pointer items-start gap-3 px-4 py-3 hover:bg-muted/50"
              >
                <Checkbox
                  id={`${uid}-m-${m.id}`}
                  className="mt-0.5"
                  checked={selected.has(m.id)}
                  disabled={own}
                  aria-label={`${m.name} (${m.code})`}
                  aria-describedby={`${uid}-m-${m.id}-desc`}
                  onChange={(e) => setSelected(toggleOne(selected, m.id, e.target.checked))}
                />
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{m.name}</span>
                    <span className="font-mono text-xs text-muted-foreground">{m.code}</span>
                  </span>
                  <span id={`${uid}-m-${m.id}-desc`} className="text-xs text-muted-foreground">
                    {m.description ? `${m.description} · ` : ''}
                    {formatNumber(m.detailCount)} rute
                  </span>
                </span>
                {selected.has(m.id) !== m.granted ? <Badge tone="warning">Diubah</Badge> : null}
              </label>
            </li>
          ))}
        </ul>
      )}
      <FormFooter
        className="p-4 sm:px-4"
        save={save}
        cancelDisabled={!dirty}
        onCancel={() => {
          setSelected(new Set(matrix.granted))
          save.clearMessage()
        }}
        submitDisabled={!dirty || own}
        onSubmit={() => save.ask([...selected].sort((a, b) => a - b))}
      />
    </Card>
  )
}
