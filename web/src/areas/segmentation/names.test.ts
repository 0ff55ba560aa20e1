import { describe, expect, it } from 'vitest'
import { segmentResources } from '#contract/segmentation/resources.ts'
import { SEGMENT_RESOURCE_NAMES } from '../../engine/segment-names.ts'

describe('segment resource names', () => {
  it('the web’s list (form and detail extras) is exactly the contract’s segment resources', () => {
    expect([...SEGMENT_RESOURCE_NAMES].sort()).toEqual(
      Object.values(segmentResources)
        .map((r) => r.name)
        .sort(),
    )
  })
})
