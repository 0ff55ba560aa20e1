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
        return {
          html,
          tags: [{ tag: 'meta', attrs: { name: 'mint-app-files', content: list }, injectTo: 'head' }],
        }
      },
    },
  }
}
