import type { TypeOptions } from 'react-toastify'

export type NotifyType = Exclude<TypeOptions, 'default'>

/**
 * An app alert (docs/PRODUCT.md §9): top-right, light theme, the caller's duration (default 5000 ms).
 * The toast library loads with the first alert, not with the page (issue 12's first-load budgets);
 * alerts raised before its container is mounted wait in its queue.
 */
export function notify(message: string, type: NotifyType = 'info', durationMs = 5000, id?: string): void {
  void import('react-toastify').then(({ toast }) =>
    toast(message, {
      type,
      autoClose: durationMs,
      theme: 'light',
      position: 'top-right',
      ...(id ? { toastId: id } : {}),
    }),
  )
}
