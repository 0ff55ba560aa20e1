import { defineArea } from '../engine/area.ts'
import { globalSearch } from './search.ts'

/** The header search's data (docs/ARCHITECTURE.md "The header search"); its box is part of the layout. */
export const search = defineArea({ name: 'search', resources: {}, endpoints: { globalSearch }, pages: [] })
