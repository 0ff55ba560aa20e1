import base from '/work/main/vite.config.ts'
import { defineConfig, mergeConfig } from '/work/main/node_modules/vite/dist/node/index.js'
export default mergeConfig(base, defineConfig({ build: { sourcemap: true, outDir: '/tmp/main-dist', emptyOutDir: true } }))
