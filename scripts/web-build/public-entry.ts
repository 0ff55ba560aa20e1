import path from 'node:path'
import type { Plugin } from 'vite'
import { isPublicPath } from '../../contract/navigation/public-paths.ts'

/**
 * The web app has two documents (docs/ARCHITECTURE.md "Bundle size"): index.html, the signed-in app, and
 * public-pages.html, the small entry of the public pages. The server sends the latter for a public path
 * (server/http/spa.ts); this plugin does the same in development, and in the build lists the files the
 * signed-in app loads first in the public page's `<meta name="mint-app-files">`, which the public page
 * prefetches once it is interactive (web/src/app/prefetch-app.ts).
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

/** The sign-in page's module, preloaded by the public document (see transformIndexHtml below). */
const SIGN_IN_PAGE = 'src/areas/auth/login-page.tsx'

const chunkOf = (bundle: Record<string, { type: string }>, fileName: string) => {
  const output = bundle[fileName] as { type: string; imports?: string[] } | undefined
  return output?.type === 'chunk' ? (output as { imports: string[] }) : undefined
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
        if (!ctx.bundle || !ctx.filename.endsWith(PUBLIC_PAGE)) return html
        const byModule = new Map<string, string>()
        for (const [fileName, output] of Object.entries(ctx.bundle)) {
          if (output.type === 'chunk' && output.facadeModuleId)
            byModule.set(path.relative(root, output.facadeModuleId).split(path.sep).join('/'), fileName)
        }
        const files = new Set<string>()
        const visit = (fileName: string) => {
          const chunk = ctx.bundle?.[fileName]
          if (chunk?.type !== 'chunk' || files.has(fileName)) return
          files.add(fileName)
          for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css)
          for (const dep of chunk.imports) visit(dep)
        }
        for (const module of APP_FIRST_LOAD) {
          const fileName = byModule.get(module)
          if (!fileName) throw new Error(`public-entry: ${module} is not a chunk of the build`)
          visit(fileName)
        }
        const list = [...files].map((f) => `/${f}`).join(' ')
        // The sign-in page is the public page nearly every visit opens: its chunk is preloaded with the
        // entry instead of being asked for only once the entry has run (one round trip less on a phone).
        const signIn = byModule.get(SIGN_IN_PAGE)
        if (!signIn) throw new Error(`public-entry: ${SIGN_IN_PAGE} is not a chunk of the build`)
        const entryFiles = new Set(
          Object.values(ctx.bundle).flatMap((o) => (o.type === 'chunk' && o.isEntry ? [o.fileName] : [])),
        )
        const preload = [signIn, ...(chunkOf(ctx.bundle, signIn)?.imports ?? [])].filter(
          (f) => !entryFiles.has(f) && !html.includes(f),
        )
        return {
          html,
          tags: [
            { tag: 'meta', attrs: { name: 'mint-app-files', content: list }, injectTo: 'head' },
            ...preload.map((f) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` },
              injectTo: 'head' as const,
            })),
          ],
        }
      },
    },
  }
}
