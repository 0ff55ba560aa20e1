import { type TypeOptions, toast } from 'react-toastify'

export type NotifyType = Exclude<TypeOptions, 'default'>

/** An app alert (docs/PRODUCT.md §9): top-right, light theme, the caller's duration (default 5000 ms). */
export function notify(message: string, type: NotifyType = 'info', durationMs = 5000, id?: string): void {
  toast(message, {
    type,
    autoClose: durationMs,
    theme: 'light',
    position: 'top-right',
    ...(id ? { toastId: id } : {}),
  })
}
