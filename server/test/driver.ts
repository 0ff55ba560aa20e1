/** Which database the API suite runs on: TEST_DB=pg (needs DATABASE_URL) or the embedded PGlite. */
export const testDriver = (): 'pg' | 'pglite' => (process.env.TEST_DB === 'pg' ? 'pg' : 'pglite')
