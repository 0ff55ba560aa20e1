/**
 * What the sign-in page needs only once it is used: the contract's rules for the form, the calls and
 * the session store, with zod under them (~20 KB gzip). The page loads this module when a field is
 * focused, the form is sent or a redirect login starts, and otherwise once the browser is idle
 * (docs/ARCHITECTURE.md "Bundle size"), so the sign-in page's first load is React and the form.
 */
import { type LoginRequest, loginRequestSchema } from '#contract/auth/schemas.ts'
import { needsSecondStep } from '#contract/auth/two-factor.ts'
import { login } from '../../api/auth.ts'
import { sessionStore } from '../../session/session-store.ts'
import { schemaCheck } from '../../ui/schema-check.ts'
import type { Checked } from '../../ui/use-plain-form.ts'

export { autoLoginOnce } from './auto-login-once.ts'
export { login, needsSecondStep, sessionStore }

const loginRules = schemaCheck(loginRequestSchema)

/** The contract's rules on what was typed; the values themselves are sent as typed (the page trims the name). */
export function checkLogin(values: LoginRequest): Checked<LoginRequest, LoginRequest> {
  const checked = loginRules(values)
  return checked.ok ? { ok: true, data: values } : checked
}
