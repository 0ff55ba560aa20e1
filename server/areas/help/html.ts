import sanitizeHtml from 'sanitize-html'

/**
 * Rich text from the editor (FAQ answers, ticket replies) is cleaned here before it is stored, whatever the
 * client sent: an allow-list of the tags the editor produces (TipTap's starter kit), links only to http(s) and
 * mailto, no attributes but a link's href, no style, no event handler, and the text inside <script>, <style>,
 * <iframe> and the like dropped with the tag. sanitize-html parses with htmlparser2 as a browser would, so the
 * OWASP cheat-sheet tricks (broken quotes, entities in schemes, nested tags) are handled by its parser, not by
 * patterns of ours (server/areas/help/help-content.api.test.ts sends them).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'code',
    'pre',
    'a',
    'hr',
  ],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  // Every link opens apart from the dashboard and tells the target nothing about it.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
  },
}
// transformTags adds target and rel after the filter, so they must be allowed too.
OPTIONS.allowedAttributes = { a: ['href', 'target', 'rel'] }

export const cleanHtml = (html: string): string => sanitizeHtml(html, OPTIONS).trim()

/** Plain text for search and for mail (a reply's text body). */
export const textOfHtml = (html: string): string =>
  sanitizeHtml(html.replace(/<\/(p|li|h[2-4]|blockquote|pre)>|<br\s*\/?>/gi, '$&\n'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim()

/** Plain text typed by a merchant, made into the thread's HTML (escaped, line breaks kept). */
export const htmlOfText = (text: string): string =>
  text
    .split(/\n{2,}/)
    .map(
      (para) =>
        `<p>${para
          .replace(/&/g, '&amp;')
          .replace(/</g, '&lt;')
          .replace(/>/g, '&gt;')
          .replace(/"/g, '&quot;')
          .replace(/\n/g, '<br>')}</p>`,
    )
    .join('')
