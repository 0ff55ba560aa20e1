import { defineArea } from '../engine/area.ts'

/** The home page and, to come, the summaries and analytics (docs/PRODUCT.md §2). */
export const analytics = defineArea({ name: 'analytics', resources: {}, endpoints: {}, pages: ['/'] })
