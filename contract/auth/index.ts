import { defineArea } from '../engine/area.ts'
import {
  autoLoginIssue,
  autoLoginRedeem,
  passwordForgot,
  passwordLogin,
  passwordSet,
  sessionLogout,
  sessionProfile,
} from './sign-in.ts'
import {
  twoFactorLogin,
  twoFactorLoginConfirm,
  twoFactorLoginSetup,
  twoFactorOwnDisable,
  twoFactorOwnEnable,
  twoFactorOwnRegenerate,
  twoFactorOwnSetup,
  twoFactorOwnStatus,
} from './two-factor.ts'

/** Signing in and out: password, auto-login link, password reset, two-factor sign-in and its settings. */
export const auth = defineArea({
  name: 'auth',
  resources: {},
  endpoints: {
    passwordLogin,
    autoLoginIssue,
    autoLoginRedeem,
    sessionLogout,
    sessionProfile,
    passwordForgot,
    passwordSet,
    twoFactorLogin,
    twoFactorLoginSetup,
    twoFactorLoginConfirm,
    twoFactorOwnStatus,
    twoFactorOwnSetup,
    twoFactorOwnEnable,
    twoFactorOwnRegenerate,
    twoFactorOwnDisable,
  },
  pages: ['/login', '/login/forgot-password', '/login/reset-password', '/dashboard/account/security'],
})
