/** Paths of the auth calls, shared by the server routes and the web wrappers. */
export const AUTH_PATHS = {
  login: '/login',
  autoLogin: '/auto-login',
  autoLoginIssue: '/auto-login/issue',
  logout: '/logout',
  profile: '/profile',
  forgotPassword: '/auth/forgot-password',
  setPassword: '/auth/set-password',
} as const
