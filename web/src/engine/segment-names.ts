/**
 * The names of the eleven segment resources (contract/segmentation/resources.ts `segment-<slug>`), written out
 * so that the form's and detail's extras find them without loading the segmentation contract into every form.
 * web/src/areas/segmentation/names.test.ts holds the list equal to the contract's.
 */
export const SEGMENT_RESOURCE_NAMES = [
  'segment-apps-feature',
  'segment-retail',
  'segment-retail-payment',
  'segment-biller-prepaid',
  'segment-biller-postpaid',
  'segment-biller-product',
  'segment-mycroatm',
  'segment-topup',
  'segment-sharing-fee',
  'segment-saving',
  'segment-deposit-payment',
] as const
