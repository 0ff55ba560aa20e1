/**
 * Paths of the dashboard-account calls (docs/PRODUCT.md §7), shared by the server routes and the web
 * wrappers.
 */
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

/** The catalogue of server routes, grouped (issue 4: API master and API details). */
export const API_MASTER_PATHS = {
  list: '/api-master/list',
  add: '/api-master/add',
  update: '/api-master/update',
  delete: '/api-master/delete',
} as const

export const API_DETAILS_PATHS = {
  list: '/api-details/list',
  add: '/api-details/add',
  update: '/api-details/update',
  delete: '/api-details/delete',
} as const

/** Which API masters a segment may call. */
export const API_SEGMENT_PATHS = {
  list: '/api-segment/list',
  add: '/api-segment/add',
  update: '/api-segment/update',
  delete: '/api-segment/delete',
} as const
