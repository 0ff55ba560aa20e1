// A worker thread starts from JavaScript: tsx's loader, registered here, reads the TypeScript (under `npm start`,
// the tests and the bench alike; a worker does not inherit the loader of the thread that started it).
import { tsImport } from 'tsx/esm/api'

await tsImport('./produce-thread.ts', import.meta.url)
