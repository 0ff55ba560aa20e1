import { cn } from '../../ui/cn.ts'

/**
 * HTML the help centre stored (an FAQ answer, a ticket reply): drawn as HTML because it is rich text, and safe to
 * draw because the server kept only its allow-list before storing it (server/areas/help/html.ts; the API tests
 * send the OWASP XSS vectors through it). Nothing else in the app is drawn this way.
 */
export function StoredHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(
        '[&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_h2]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5',
        className,
      )}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: allow-listed by the server's sanitiser before it was stored
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
