import { defineArea } from '../engine/area.ts'
import {
  forgotPasswordConfirm,
  forgotPasswordRequest,
  forgotPasswordVerify,
  forgotPinConfirm,
  forgotPinRequest,
  forgotPinVerify,
} from './account-recovery.ts'
import { partnerEmailVerification, partnerSignup } from './partner-signup.ts'
import {
  applicationStatus,
  emailValidation,
  merchantRegistrationApprove,
  merchantRegistrationReject,
  merchantRegistrationWorkflow,
  referralCodeValidation,
  registerSave,
  registerStart,
  registerVerificationOtp,
  registrationSubmit,
} from './registration.ts'

/**
 * The public side (issue 19 items 3–6): self-registration of merchants and partners, forgot password and PIN of
 * the apps' users, the product pages; all without sign-in (contract/navigation/public-paths.ts), all using the
 * one-time codes of server/auth/otp/. Operations' decision on a merchant's application lives here too.
 */
export const publicArea = defineArea({
  name: 'public',
  resources: {},
  endpoints: {
    emailValidation,
    referralCodeValidation,
    registerVerificationOtp,
    registerStart,
    applicationStatus,
    registerSave,
    registrationSubmit,
    merchantRegistrationApprove,
    merchantRegistrationReject,
    forgotPasswordRequest,
    forgotPasswordVerify,
    forgotPasswordConfirm,
    forgotPinRequest,
    forgotPinVerify,
    forgotPinConfirm,
    partnerEmailVerification,
    partnerSignup,
  },
  pages: [
    '/registration',
    '/mint-partner-registration',
    '/mitra-mint',
    '/mint-app',
    '/mint-retail',
    '/mint-app/lupa-pin',
    '/mint-app/lupa-password',
  ],
  workflows: { merchantRegistrationWorkflow },
})
