import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './scripts/web-build/precompress.ts'
import { preloadOnlyWhatIsMissing } from './scripts/web-build/preload-deps.ts'
import { PUBLIC_PAGE, publicEntry } from './scripts/web-build/public-entry.ts'
import { zodWithoutJsonSchema } from './scripts/web-build/zod-without-json-schema.ts'

const apiPort = Number(process.env.API_PORT ?? 3000)
const preload = preloadOnlyWhatIsMissing()

// The API shares the app's paths (POST /login, POST /users/list ...). In dev, Vite serves every
// GET page and module itself and forwards the API calls (all POST) and /docs to the Fastify process.
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), publicEntry(), zodWithoutJsonSchema(), preload.plugin, precompress()],
  // manifest: what each route loads first (scripts/web-build/route-sizes.ts, the size budgets).
  // Two documents: the signed-in app and the public pages (scripts/web-build/public-entry.ts).
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
    // A lazy import preloads only the files its importer has not loaded (scripts/web-build/preload-deps.ts).
    // No modulepreload polyfill: every browser the dashboard supports has <link rel="modulepreload"> (Chromium
    // 66, Firefox 115, Safari 17); one without it still loads the modules, only later (~0.6 KB gzip saved on
    // every page's first load).
    modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
    rollupOptions: { input: { app: 'web/index.html', public: `web/${PUBLIC_PAGE}` } },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '^/.*': {
        target: `http://127.0.0.1:${apiPort}`,
        bypass: (req) => {
          if (req.method !== 'GET' && req.method !== 'HEAD') return undefined
          if (req.url?.startsWith('/docs')) return undefined
          return req.url
        },
      },
    },
  },
})
