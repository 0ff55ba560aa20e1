import path from 'node:path'
import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin } from 'vite'
import { isPublicPath } from '../../contract/navigation/public-paths.ts'

/**
 * The web app has two documents (docs/ARCHITECTURE.md "Bundle size"): index.html, the signed-in app, and
 * public-pages.html, the small entry of the public pages. The server sends the latter for a public path
 * (server/http/spa.ts); this plugin does the same in development, and in the build lists the files the
 * signed-in app loads first in the public page's `<meta name="mint-app-files">`, which the public page
 * prefetches once it is interactive (web/src/app/prefetch-app.ts), and adds to each document the
 * modulepreload links of the lazy chunks it needs at once (PRELOAD).
 */
export const PUBLIC_PAGE = 'public-pages.html'
/** Modules (the app's page: its entry) whose static imports make up the signed-in app's first load after signing in (lands on /). */
const APP_FIRST_LOAD = [
  'index.html',
  'src/app/layout/app-layout.tsx',
  'src/app/layout/user-menu.tsx',
  'src/areas/analytics/home-page.tsx',
  'src/ui/toasts.tsx',
]

/**
 * Lazy chunks each document needs at once, preloaded with its entry instead of being asked for only once
 * the entry has run (a round trip each on a phone): the sign-in page, nearly every public visit's page;
 * the signed-in shell, which every app page sits in, and the home page, where signing in lands.
 */
const PRELOAD: Record<string, readonly string[]> = {
  [PUBLIC_PAGE]: ['src/areas/auth/login-page.tsx'],
  'index.html': ['src/app/layout/app-layout.tsx', 'src/areas/analytics/home-page.tsx'],
}

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>

/** Chunk file names by the module they were built from (relative to the web root, as in the manifest). */
const chunksByModule = (bundle: Bundle, root: string) => {
  const byModule = new Map<string, string>()
  for (const [fileName, output] of Object.entries(bundle))
    if (output.type === 'chunk' && output.facadeModuleId)
      byModule.set(path.relative(root, output.facadeModuleId).split(path.sep).join('/'), fileName)
  return (module: string) => {
    const fileName = byModule.get(module)
    if (!fileName) throw new Error(`public-entry: ${module} is not a chunk of the build`)
    return fileName
  }
}

/** A chunk and everything it imports statically, with the CSS they bring. */
function closure(bundle: Bundle, fileNames: readonly string[]): Set<string> {
  const files = new Set<string>()
  const visit = (fileName: string) => {
    const chunk = bundle[fileName]
    if (chunk?.type !== 'chunk' || files.has(fileName)) return
    files.add(fileName)
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css)
    for (const dep of chunk.imports) visit(dep)
  }
  for (const f of fileNames) visit(f)
  return files
}

export function publicEntry(): Plugin {
  let root = ''
  return {
    name: 'mint-public-entry',
    configResolved(config) {
      root = config.root
    },
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost')
        const wantsPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html')
        if (wantsPage && isPublicPath(url.pathname)) req.url = `/${PUBLIC_PAGE}${url.search}`
        next()
      })
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle
        const page = path.basename(ctx.filename)
        if (!bundle || !PRELOAD[page]) return html
        const chunk = chunksByModule(bundle, root)
        const preload = [...closure(bundle, PRELOAD[page].map(chunk))].filter(
          (f) => f.endsWith('.js') && !html.includes(f),
        )
        const tags: HtmlTagDescriptor[] = preload.map((f) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` },
          injectTo: 'head',
        }))
        if (page === PUBLIC_PAGE) {
          const appFiles = [...closure(bundle, APP_FIRST_LOAD.map(chunk))].map((f) => `/${f}`).join(' ')
          tags.unshift({
            tag: 'meta',
            attrs: { name: 'mint-app-files', content: appFiles },
            injectTo: 'head',
          })
        }
        return { html, tags }
      },
    },
  }
}
