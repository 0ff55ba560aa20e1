import type { Mail } from './send.ts'

/**
 * The Indonesian mail templates (issue 19 item 6): every templated mail is one shape, written twice, as plain
 * text and as HTML, from the same parts, so the two never say different things. Values are escaped in the HTML;
 * the layout is a single table with inline styles, which is what mail clients render reliably.
 */
export interface MailParts {
  to: string
  subject: string
  /** "Yth. Budi Santoso," */
  greeting: string
  paragraphs: readonly string[]
  /** A one-time code, set apart in large type. */
  code?: string
  /** A button (and the plain link under it, for clients that hide buttons). */
  link?: { label: string; url: string }
  /** Sentences after the code or the link. */
  after?: readonly string[]
  signature?: string
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

const FOOTER = 'Email ini dikirim otomatis oleh MINT. Mohon tidak membalas email ini.'

export function renderMail(parts: MailParts): Mail {
  const signature = parts.signature ?? 'Salam,\nTim MINT'
  const after = parts.after ?? []
  const text = [
    parts.greeting,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.code ? [`Kode: ${parts.code}`, ''] : []),
    ...(parts.link ? [`${parts.link.label}: ${parts.link.url}`, ''] : []),
    ...after.flatMap((p) => [p, '']),
    signature,
    '',
    '--',
    FOOTER,
    '',
  ].join('\n')

  const p = (s: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(s)}</p>`
  const html = `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f7;font-family:Arial,Helvetica,sans-serif;color:#2b2b2c">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 24px;background:#5BAEB3;border-radius:8px 8px 0 0;color:#ffffff;font-size:18px;font-weight:bold">MINT</td></tr>
<tr><td style="padding:24px">
${p(parts.greeting)}
${parts.paragraphs.map(p).join('\n')}
${parts.code ? `<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:6px;font-family:'Courier New',monospace">${escapeHtml(parts.code)}</p>` : ''}
${parts.link ? `<p style="margin:0 0 8px"><a href="${escapeHtml(parts.link.url)}" style="display:inline-block;padding:10px 18px;background:#2f7f84;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(parts.link.label)}</a></p><p style="margin:0 0 16px;font-size:12px;word-break:break-all">${escapeHtml(parts.link.url)}</p>` : ''}
${after.map(p).join('\n')}
<p style="margin:0;line-height:1.5">${signature.split('\n').map(escapeHtml).join('<br>')}</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#6b6b6c">${escapeHtml(FOOTER)}</td></tr>
</table></body></html>`
  // The code is the addressee's; so is a link that carries a query (a token, a resume key).
  const secrets = [
    ...(parts.code ? [parts.code] : []),
    ...(parts.link?.url.includes('?') ? [parts.link.url.slice(parts.link.url.indexOf('?') + 1)] : []),
  ]
  return { to: parts.to, subject: parts.subject, text, html, ...(secrets.length > 0 ? { secrets } : {}) }
}
