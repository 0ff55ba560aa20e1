import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { adjustmentRequestSchema, depositAdjustmentRequest } from '#contract/deposit/calls.ts'
import { ADJUSTMENT_DIRECTION, ADJUSTMENT_KIND } from '#contract/deposit/lists.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { formatMoneyInput, parseMoneyInput } from '../../engine/money.ts'
import { RefField } from '../../engine/ref-field.tsx'
import { Button } from '../../ui/button.tsx'
import { Dialog, DialogBody, DialogContent, DialogFooter } from '../../ui/dialog.tsx'
import { Input } from '../../ui/input.tsx'
import { FieldError, Label } from '../../ui/label.tsx'
import { NativeSelect } from '../../ui/native-select.tsx'
import { notify } from '../../ui/notify.ts'
import { Spinner } from '../../ui/spinner.tsx'
import { Textarea } from '../../ui/textarea.tsx'

type Field = 'merchantId' | 'kind' | 'direction' | 'amount' | 'deductionRef' | 'reason'
type Errors = Partial<Record<Field, string>>
type Kind = (typeof ADJUSTMENT_KIND)[number]['value']
type Direction = (typeof ADJUSTMENT_DIRECTION)[number]['value']

/**
 * "Ajukan Koreksi/Refund": a correction (either way) or a refund of the deduction it names, with its reason. Nothing
 * is posted until another user approves it (contract/deposit/workflows.ts). The request carries a key made when
 * the dialog opens, so a double click or a retry after a lost answer asks once.
 */
export function AdjustmentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId()
  const queryClient = useQueryClient()
  const [merchantId, setMerchantId] = useState<number | undefined>()
  const [kind, setKind] = useState<Kind>('CORRECTION')
  const [direction, setDirection] = useState<Direction>('CREDIT')
  const [amountText, setAmountText] = useState('')
  const [deductionRef, setDeductionRef] = useState('')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [pending, setPending] = useState(false)
  const [key, setKey] = useState(() => crypto.randomUUID())

  const reset = () => {
    setMerchantId(undefined)
    setKind('CORRECTION')
    setDirection('CREDIT')
    setAmountText('')
    setDeductionRef('')
    setReason('')
    setErrors({})
    setKey(crypto.randomUUID())
  }
  const close = () => {
    if (pending) return
    reset()
    onClose()
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const body = {
      merchantId: merchantId ?? 0,
      kind,
      ...(kind === 'CORRECTION' ? { direction } : {}),
      amount: parseMoneyInput(amountText) ?? Number.NaN,
      deductionRef: kind === 'REFUND' ? deductionRef : '',
      reason,
      idempotencyKey: key,
    }
    const checked = adjustmentRequestSchema.safeParse(body)
    const found: Errors = {}
    for (const issue of checked.success ? [] : checked.error.issues)
      found[issue.path[0] as Field] ??= issue.message
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setPending(true)
    try {
      const result = await callEndpoint(depositAdjustmentRequest, body)
      if (!result.success) {
        const fieldErrors: Errors = {}
        for (const fe of result.errors ?? []) fieldErrors[fe.field.split('.')[0] as Field] ??= fe.message
        setErrors(fieldErrors)
        if (Object.keys(fieldErrors).length === 0) notify(result.message, 'error')
        return
      }
      notify(result.message, 'success')
      await queryClient.invalidateQueries({ queryKey: ['resource'] })
      reset()
      onClose()
    } finally {
      setPending(false)
    }
  }
  const err = (f: Field) =>
    errors[f] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${f}-error` } : {}
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : close())}>
      <DialogContent
        title="Ajukan Koreksi/Refund"
        description="Saldo deposit baru berubah setelah pengguna lain menyetujui permintaan ini."
      >
        <form className="flex min-h-0 flex-1 flex-col" onSubmit={(e) => void submit(e)} noValidate>
          <DialogBody className="flex flex-col gap-4">
            <RefField
              id={`${id}-merchantId`}
              label="Merchant"
              apiPath="merchant"
              placeholder="Pilih merchant"
              value={merchantId}
              onChange={setMerchantId}
              error={errors.merchantId}
            />
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-kind`}>Jenis</Label>
              <NativeSelect id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
                {ADJUSTMENT_KIND.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {kind === 'CORRECTION' ? (
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-direction`}>Arah</Label>
                <NativeSelect
                  id={`${id}-direction`}
                  value={direction}
                  onChange={(e) => setDirection(e.target.value as Direction)}
                  {...err('direction')}
                >
                  {ADJUSTMENT_DIRECTION.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </NativeSelect>
                <FieldError id={`${id}-direction-error`} message={errors.direction} />
              </div>
            ) : (
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-deductionRef`}>No. Referensi Potongan</Label>
                <Input
                  id={`${id}-deductionRef`}
                  placeholder="contoh: no. transaksi yang dibatalkan"
                  value={deductionRef}
                  onChange={(e) => setDeductionRef(e.target.value)}
                  {...err('deductionRef')}
                />
                <FieldError id={`${id}-deductionRef-error`} message={errors.deductionRef} />
              </div>
            )}
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-amount`}>Nominal (Rp)</Label>
              <Input
                id={`${id}-amount`}
                inputMode="numeric"
                placeholder="contoh: 150.000"
                value={amountText}
                onChange={(e) => setAmountText(e.target.value)}
                onBlur={() => setAmountText(formatMoneyInput(parseMoneyInput(amountText)))}
                {...err('amount')}
              />
              <FieldError id={`${id}-amount-error`} message={errors.amount} />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-reason`}>Alasan</Label>
              <Textarea
                id={`${id}-reason`}
                value={reason}
                placeholder="contoh: Transaksi gagal di biller, dana dikembalikan"
                onChange={(e) => setReason(e.target.value)}
                {...err('reason')}
              />
              <FieldError id={`${id}-reason-error`} message={errors.reason} />
            </div>
          </DialogBody>
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={pending}>
              Batal
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Spinner /> : null}
              Ajukan
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
