import { spawn } from 'node:child_process'

/**
 * `npm run dev`: the API (restarted by tsx on server changes) on API_PORT, and Vite with hot reload
 * on PORT (default 5173), which forwards API calls to it.
 */
const apiPort = process.env.API_PORT ?? '3000'
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, SKIP_WEB_BUILD: 'true' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
]
const stop = () => {
  for (const c of children) c.kill('SIGTERM')
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
for (const c of children) c.on('exit', (code) => code && code !== 0 && stop())
