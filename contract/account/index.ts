import { defineArea } from '../engine/area.ts'

/** Dashboard accounts and access: users, role segments, features, API masters and segments, one's own account. */
export const account = defineArea({
  name: 'account',
  resources: {},
  endpoints: {},
  pages: [
    '/dashboard/user',
    '/dashboard/feature-segmentation',
    '/dashboard/feature',
    '/dashboard/account/password',
    '/dashboard/api',
    '/dashboard/api-segmentation',
    '/login/verify-email',
  ],
})
