import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { depositTopupRequest, topupRequestSchema } from '#contract/deposit/calls.ts'
import { MAX_PROOF_BYTES } from '#contract/deposit/vocabulary.ts'
import { UPLOAD_KINDS } from '#contract/engine/upload.ts'
import { callEndpoint } from '../../api/endpoint.ts'
import { formatMoneyInput, parseMoneyInput } from '../../engine/money.ts'
import { RefField } from '../../engine/ref-field.tsx'
import { Button } from '../../ui/button.tsx'
import { Dialog, DialogBody, DialogContent, DialogFooter } from '../../ui/dialog.tsx'
import { base64Of } from '../../ui/file-base64.ts'
import { FilePicker } from '../../ui/file-picker.tsx'
import { Input } from '../../ui/input.tsx'
import { FieldError, Label } from '../../ui/label.tsx'
import { notify } from '../../ui/notify.ts'
import { Spinner } from '../../ui/spinner.tsx'
import { Textarea } from '../../ui/textarea.tsx'

type Field = 'merchantId' | 'paymentMethodId' | 'amount' | 'note' | 'proof'
type Errors = Partial<Record<Field, string>>

/**
 * "Top Up Deposit": merchant, deposit payment method, amount, proof (image or PDF, at most 5 MB) and a note.
 * Checked in the browser with the call's own schema; the server checks the proof's bytes again.
 */
export function TopupDialog({
  target,
  onClose,
}: {
  target: { merchantId?: number } | null
  onClose: () => void
}) {
  const id = useId()
  const queryClient = useQueryClient()
  const [merchantId, setMerchantId] = useState<number | undefined>(target?.merchantId)
  const [seenTarget, setSeenTarget] = useState(target)
  const [methodId, setMethodId] = useState<number | undefined>()
  const [amountText, setAmountText] = useState('')
  const [note, setNote] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [errors, setErrors] = useState<Errors>({})
  const [pending, setPending] = useState(false)
  if (target !== seenTarget) {
    setSeenTarget(target)
    setMerchantId(target?.merchantId)
  }

  const reset = () => {
    setMethodId(undefined)
    setAmountText('')
    setNote('')
    setFile(null)
    setErrors({})
  }
  const close = () => {
    if (pending) return
    reset()
    onClose()
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const fileError = !file
      ? 'Bukti pembayaran wajib diunggah.'
      : file.size > MAX_PROOF_BYTES
        ? 'Berkas bukti pembayaran melebihi 5 MB.'
        : !(file.type in UPLOAD_KINDS)
          ? 'Bukti pembayaran harus berupa gambar (PNG, JPG, WEBP) atau PDF.'
          : undefined
    const body = {
      merchantId: merchantId ?? 0,
      paymentMethodId: methodId ?? 0,
      amount: parseMoneyInput(amountText) ?? Number.NaN,
      note,
      proof: { name: file?.name ?? 'bukti', base64: 'AA==' },
    }
    const checked = topupRequestSchema.safeParse(body)
    const found: Errors = {}
    for (const issue of checked.success ? [] : checked.error.issues) {
      const field = issue.path[0] as Field
      found[field] ??= issue.message
    }
    if (fileError) found.proof = fileError
    setErrors(found)
    if (Object.keys(found).length > 0 || !file) return
    setPending(true)
    try {
      const result = await callEndpoint(depositTopupRequest, {
        ...body,
        proof: { name: file.name, base64: await base64Of(file) },
      })
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
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent
        title="Top Up Deposit"
        description="Ajukan top up dengan bukti pembayaran; pengguna lain memverifikasinya."
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
            <RefField
              id={`${id}-paymentMethodId`}
              label="Metode Pembayaran"
              apiPath="payment-method-deposit"
              placeholder="Pilih virtual account atau transfer"
              filters={{ active: true }}
              value={methodId}
              onChange={setMethodId}
              error={errors.paymentMethodId}
            />
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-amount`}>Nominal (Rp)</Label>
              <Input
                id={`${id}-amount`}
                inputMode="numeric"
                placeholder="contoh: 1.000.000"
                value={amountText}
                onChange={(e) => setAmountText(e.target.value)}
                onBlur={() => setAmountText(formatMoneyInput(parseMoneyInput(amountText)))}
                {...err('amount')}
              />
              <FieldError id={`${id}-amount-error`} message={errors.amount} />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-proof`}>Bukti Pembayaran</Label>
              <FilePicker
                id={`${id}-proof`}
                accept="image/png,image/jpeg,image/webp,application/pdf"
                file={file}
                onChange={setFile}
                {...err('proof')}
              />
              <p className="text-xs text-muted-foreground">
                Gambar (PNG, JPG, WEBP) atau PDF, maksimal 5 MB.
              </p>
              <FieldError id={`${id}-proof-error`} message={errors.proof} />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-note`}>Catatan</Label>
              <Textarea
                id={`${id}-note`}
                value={note}
                placeholder="contoh: Setoran modal awal minggu ini"
                onChange={(e) => setNote(e.target.value)}
                {...err('note')}
              />
              <FieldError id={`${id}-note-error`} message={errors.note} />
            </div>
          </DialogBody>
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={pending}>
              Batal
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Spinner /> : null}
              Ajukan Top Up
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
