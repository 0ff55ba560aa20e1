import { RotateCw } from 'lucide-react'
import { Alert } from '../ui/alert.tsx'
import { Button } from '../ui/button.tsx'

/** The server's message and a retry; `start` aligns it left (a panel rather than a table). */
export function ListError({
  message,
  onRetry,
  align = 'center',
}: {
  message: string
  onRetry: () => void
  align?: 'center' | 'start'
}) {
  return (
    <div
      className={align === 'start' ? 'flex flex-col items-start gap-3' : 'flex flex-col items-center gap-3'}
    >
      <Alert variant="error">{message}</Alert>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        Coba lagi
      </Button>
    </div>
  )
}
