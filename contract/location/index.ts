import { defineArea } from '../engine/area.ts'

/** Indonesian administrative areas (province → city → district → village) for address fields. */
export const location = defineArea({ name: 'location', resources: {}, endpoints: {}, pages: [] })
