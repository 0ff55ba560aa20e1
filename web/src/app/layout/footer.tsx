import { APP_NAME, APP_VERSION } from '../../ui/document-title.ts'

export function Footer() {
  return (
    <footer className="border-t border-border px-4 py-3 text-xs text-muted-foreground md:px-6">
      <p>
        {APP_NAME} · Versi {APP_VERSION}
      </p>
    </footer>
  )
}
