/** Splits plain text into text and http(s) links, so a mail body's links can be clicked. */
export interface TextPart {
  text: string
  href?: string
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g
const TRAILING = /[.,;:!?)\]]+$/

export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0]
    const url = raw.replace(TRAILING, '')
    const start = match.index ?? 0
    if (start > last) parts.push({ text: text.slice(last, start) })
    parts.push({ text: url, href: url })
    last = start + url.length
  }
  if (last < text.length) parts.push({ text: text.slice(last) })
  return parts
}
