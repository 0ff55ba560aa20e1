import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { ResourceDef } from '#contract/engine/resource.ts'
import { SEGMENT_RESOURCE_NAMES } from './segment-names.ts'

/**
 * What a resource's detail drawer shows below the row's fields, by resource name, loaded with the drawer only
 * (issue 16): a merchant's "Konfigurasi efektif" (each value of its segmentation with its reason), and a
 * segment's proposal to decide (diff, impact preview, approve or reject) and its history of versions.
 */
export type DetailExtra = LazyExoticComponent<
  ComponentType<{ def: ResourceDef; row: Record<string, unknown> & { id: number } }>
>

const segmentReview: DetailExtra = lazy(() => import('../areas/segmentation/segment-review.tsx'))

export const DETAIL_EXTRAS: Readonly<Record<string, DetailExtra>> = {
  merchant: lazy(() => import('../areas/segmentation/effective-config.tsx')),
  ...Object.fromEntries(SEGMENT_RESOURCE_NAMES.map((name) => [name, segmentReview])),
}
