import { auditLog } from './audit-log.ts'

/** The developer area's resources (imported alone by the web's resource engine: contract/resources.ts). */
export const developerResources = { auditLog }
