import { defineArea } from '../engine/area.ts'

/** Signing in and out: password, auto-login link, password reset, two-factor sign-in and its settings. */
export const auth = defineArea({
  name: 'auth',
  resources: {},
  endpoints: {},
  pages: ['/login', '/login/forgot-password', '/login/reset-password', '/dashboard/account/security'],
})
