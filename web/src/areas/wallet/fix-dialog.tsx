import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { disburseItemFix, disburseRowSchema } from '#contract/wallet/calls.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { formatMoneyInput, parseMoneyInput } from '../../engine/money.ts'
import type { Row } from '../../engine/resource-api.ts'
import { Button } from '../../ui/button.tsx'
import { Dialog, DialogBody, DialogContent, DialogFooter } from '../../ui/dialog.tsx'
import { Input } from '../../ui/input.tsx'
import { FieldError, Label } from '../../ui/label.tsx'
import { notify } from '../../ui/notify.ts'
import { Spinner } from '../../ui/spinner.tsx'

type Field = 'bankCode' | 'accountNo' | 'expectedName' | 'amount' | 'note'
const FIELDS: { key: Field; label: string; placeholder: string }[] = [
  { key: 'bankCode', label: 'Kode Bank', placeholder: 'contoh: 014' },
  { key: 'accountNo', label: 'No. Rekening', placeholder: 'angka saja' },
  { key: 'expectedName', label: 'Nama Penerima', placeholder: 'nama pemilik rekening' },
  { key: 'amount', label: 'Nominal (Rp)', placeholder: 'contoh: 1.500.000' },
  { key: 'note', label: 'Catatan', placeholder: 'contoh: Gaji November' },
]

const valuesOf = (row: Row | null): Record<Field, string> => ({
  bankCode: String(row?.bankCode ?? ''),
  accountNo: String(row?.accountNo ?? ''),
  expectedName: String(row?.expectedName ?? ''),
  amount: row ? formatMoneyInput(Number(row.amount)) : '',
  note: String(row?.note ?? ''),
})

/** "Perbaiki": one row of a Draf corrected in place; the server checks and inquires it again. */
export function FixDialog({ row, onClose }: { row: Row | null; onClose: () => void }) {
  const id = useId()
  const queryClient = useQueryClient()
  const [seen, setSeen] = useState<Row | null>(row)
  const [values, setValues] = useState(valuesOf(row))
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [pending, setPending] = useState(false)
  if (row !== seen) {
    setSeen(row)
    setValues(valuesOf(row))
    setErrors({})
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!row) return
    const body = { ...values, id: Number(row.id), amount: parseMoneyInput(values.amount) ?? Number.NaN }
    const checked = disburseRowSchema.safeParse(body)
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {}
      for (const issue of checked.error.issues) found[issue.path[0] as Field] ??= issue.message
      setErrors(found)
      return
    }
    setPending(true)
    const result = await callEndpoint(disburseItemFix, checked.data)
    setPending(false)
    notify(result.message, result.success ? 'success' : 'error')
    if (result.success) {
      await queryClient.invalidateQueries({ queryKey: ['resource'] })
      onClose()
    }
  }
  return (
    <Dialog open={row !== null} onOpenChange={(o) => (o || pending ? undefined : onClose())}>
      <DialogContent
        title={`Perbaiki Baris ${String(row?.line ?? '')}`}
        description={String(row?.problems ?? '')}
      >
        <form className="flex min-h-0 flex-1 flex-col" onSubmit={(e) => void submit(e)} noValidate>
          <DialogBody className="flex flex-col gap-4">
            {FIELDS.map((f) => (
              <div key={f.key} className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-${f.key}`}>{f.label}</Label>
                <Input
                  id={`${id}-${f.key}`}
                  value={values[f.key]}
                  placeholder={f.placeholder}
                  inputMode={f.key === 'expectedName' || f.key === 'note' ? undefined : 'numeric'}
                  onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
                  aria-invalid={errors[f.key] ? true : undefined}
                  aria-describedby={errors[f.key] ? `${id}-${f.key}-error` : undefined}
                />
                <FieldError id={`${id}-${f.key}-error`} message={errors[f.key]} />
              </div>
            ))}
          </DialogBody>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={pending}>
              Batal
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Spinner /> : null}
              Simpan Baris
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
