import { defineArea } from '../engine/area.ts'
import { approveVersion, effectiveConfig, impactPreview, rejectVersion, segmentVersions } from './api.ts'
import { segmentResources } from './resources.ts'
import { segmentVersionWorkflow } from './workflows.ts'

/** Segmentation (issue 16): versioned settings per kind assigned to merchant groups, merchants and outlets. */
export const segmentation = defineArea({
  name: 'segmentation',
  resources: segmentResources,
  endpoints: { effectiveConfig, segmentVersions, approveVersion, rejectVersion, impactPreview },
  pages: [],
  workflows: { segmentVersionWorkflow },
})
