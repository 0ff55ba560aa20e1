/** Paths of the dashboard-account calls (SPEC.md §7), shared by the server routes and the web wrappers. */
export const ROLE_MASTER_PATHS = {
  list: '/role-master/list',
  add: '/role-master/add',
  update: '/role-master/update',
  delete: '/role-master/delete',
} as const

export const ROLE_SEGMENT_PATHS = {
  list: '/role-segment/list',
  /** id/label/code of segments for the pickers of the account screens (segment admins and account admins). */
  options: '/role-segment/options',
  add: '/role-segment/add',
  update: '/role-segment/update',
  delete: '/role-segment/delete',
} as const

export const ROLE_TASK_PATHS = {
  list: '/role-task/list',
  add: '/role-task/add',
  update: '/role-task/update',
  delete: '/role-task/delete',
} as const

export const USER_PATHS = {
  list: '/users/list',
  add: '/users/add',
  update: '/users/update',
  /** Administrator "reset password": mails the user a new set-password link; the admin never sees a secret. */
  updatePin: '/users/update/pin',
  delete: '/users/delete',
  changePassword: '/users/change-password',
  /** id/label/code of partners for the scope picker of a partner account (no partner resource yet). */
  partnerOptions: '/users/partner/options',
} as const

export const EMAIL_VERIFICATION_PATHS = {
  send: '/email/verification',
  confirm: '/email/verification/confirm',
} as const
