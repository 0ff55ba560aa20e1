import { auth } from '#contract/auth/index.ts'
import { serverArea } from '../../engine/area.ts'
import { loginService } from './login.ts'
import {
  forgotPassword,
  issueAutoLogin,
  logIn,
  logOut,
  readProfile,
  redeemAutoLogin,
  setPassword,
} from './sign-in.ts'
import { twoFactorHandlers } from './two-factor.ts'

export const authServer = serverArea(auth, (deps) => {
  const signIn = { ...deps, login: loginService(deps.db, deps.config, deps.sessions, deps.sendMail) }
  return {
    resources: {},
    endpoints: {
      passwordLogin: logIn(signIn),
      autoLoginIssue: issueAutoLogin(signIn),
      autoLoginRedeem: redeemAutoLogin(signIn),
      sessionLogout: logOut(signIn),
      sessionProfile: readProfile(signIn),
      passwordForgot: forgotPassword(signIn),
      passwordSet: setPassword(signIn),
      ...twoFactorHandlers(signIn),
    },
  }
})
