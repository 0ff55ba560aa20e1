import { publicArea } from '#contract/public/index.ts'
import { oneTimeCodes } from '../../auth/otp/one-time-code.ts'
import { serverArea } from '../../engine/area.ts'
import { fileApplication, sendPartnerCode } from './partner-signup.ts'
import {
  confirmPassword,
  confirmPin,
  requestPasswordCode,
  requestPinCode,
  verifyPasswordCode,
  verifyPinCode,
} from './recovery.ts'
import {
  approveMerchantRegistration,
  readApplication,
  rejectMerchantRegistration,
  saveApplication,
  sendRegisterCode,
  startRegistration,
  submitApplication,
  validateEmail,
  validateReferral,
} from './registration.ts'

export const publicServer = serverArea(publicArea, ({ db, config, sendMail }) => {
  const codes = oneTimeCodes(db, config.tokenSecret)
  const deps = { db, config, codes, sendMail }
  return {
    resources: {},
    endpoints: {
      emailValidation: validateEmail(),
      referralCodeValidation: validateReferral(deps),
      registerVerificationOtp: sendRegisterCode(deps),
      registerStart: startRegistration(deps),
      applicationStatus: readApplication(deps),
      registerSave: saveApplication(deps),
      registrationSubmit: submitApplication(deps),
      merchantRegistrationApprove: approveMerchantRegistration(deps),
      merchantRegistrationReject: rejectMerchantRegistration(deps),
      forgotPasswordRequest: requestPasswordCode(deps),
      forgotPasswordVerify: verifyPasswordCode(deps),
      forgotPasswordConfirm: confirmPassword(deps),
      forgotPinRequest: requestPinCode(deps),
      forgotPinVerify: verifyPinCode(deps),
      forgotPinConfirm: confirmPin(deps),
      partnerEmailVerification: sendPartnerCode(deps),
      partnerSignup: fileApplication(deps),
    },
  }
})
