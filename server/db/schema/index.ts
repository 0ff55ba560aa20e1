export * from './access.ts'
export * from './audit.ts'
export * from './auth.ts'
export * from './corporate.ts'
