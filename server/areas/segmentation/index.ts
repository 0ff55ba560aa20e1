import { segmentation } from '#contract/segmentation/index.ts'
import { serverArea } from '../../engine/area.ts'
import { effective } from './effective.ts'
import { impact } from './impact.ts'
import { approve, listVersions, reject } from './review.ts'
import { segmentServerResources } from './segments.ts'

export const segmentationServer = serverArea(segmentation, ({ db }) => ({
  resources: segmentServerResources,
  endpoints: {
    effectiveConfig: effective(db),
    segmentVersions: listVersions(db),
    approveVersion: approve(db),
    rejectVersion: reject(db),
    impactPreview: impact(db),
  },
}))
