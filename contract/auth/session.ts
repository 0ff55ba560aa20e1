// zod/mini, as schemas.ts says why.
import * as z from 'zod/mini'
import { access } from '../access/route-access.ts'
import { defineEndpoint, noBody } from '../engine/endpoint.ts'
import { profileSchema } from './schemas.ts'

/**
 * The calls of a signed-in session (docs/ARCHITECTURE.md "Sign-in and sessions"): logout and the profile.
 * Apart from sign-in.ts (which re-exports them) so that the web's signed-in shell, which makes them on
 * every page, does not load the sign-in pages' schemas (the two-factor step's among them).
 */

export const sessionLogout = defineEndpoint({
  path: '/logout',
  access: access.session,
  summary: 'Keluar: mencabut sesi ini di server',
  body: noBody,
  result: z.null(),
})

export const sessionProfile = defineEndpoint({
  path: '/profile',
  access: access.session,
  summary: 'Profil pengguna yang sedang login (akses terbaru)',
  body: noBody,
  result: profileSchema,
})
