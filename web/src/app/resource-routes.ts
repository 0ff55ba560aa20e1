import type { ResourceDef } from '#contract/engine/resource.ts'

/**
 * The declaration of each resource whose list RoutePage draws, by route, loaded with its page alone (issue 12
 * budgets: a list no longer carries every resource's declaration, ~10 KB gzip). A unit test holds this table
 * equal to contract/resources.ts without the routes an area draws itself; scripts/web-build/route-sizes.ts
 * reads it to count the declaration in the route's first load.
 */
export const RESOURCE_ROUTES: Readonly<Record<string, () => Promise<ResourceDef>>> = {
  '/dashboard/corporate/client': () => import('#contract/corporate/client.ts').then((m) => m.client),
  '/dashboard/corporate/region': () => import('#contract/corporate/region.ts').then((m) => m.region),
  '/dashboard/corporate/group': () => import('#contract/corporate/group.ts').then((m) => m.group),
  '/dashboard/corporate/outlet': () => import('#contract/corporate/outlet.ts').then((m) => m.outlet),
  '/dashboard/corporate/merchant-group': () =>
    import('#contract/corporate/merchant-group.ts').then((m) => m.merchantGroup),
  '/dashboard/corporate/target': () => import('#contract/corporate/target.ts').then((m) => m.target),
  '/dashboard/corporate/useroutlet': () =>
    import('#contract/corporate/outlet-user.ts').then((m) => m.outletUser),
  '/dashboard/corporate/deviceoutlet': () =>
    import('#contract/corporate/devices.ts').then((m) => m.deviceOutlet),
  '/dashboard/corporate/device-mycroatm': () =>
    import('#contract/corporate/devices.ts').then((m) => m.deviceMycroatm),
  '/dashboard/corporate/printer-kitchen': () =>
    import('#contract/corporate/devices.ts').then((m) => m.printerKitchen),
  '/dashboard/corporate/app-version': () =>
    import('#contract/corporate/app-version.ts').then((m) => m.appVersion),
  '/dashboard/corporate/block-transaction': () =>
    import('#contract/corporate/transaction-block.ts').then((m) => m.blockTransaction),
  '/dashboard/utils/audit-log': () => import('#contract/developer/audit-log.ts').then((m) => m.auditLog),
  '/dashboard/master/apps-feature': () =>
    import('#contract/master/apps-feature.ts').then((m) => m.appsFeature),
  '/dashboard/master/apps-subfeature': () =>
    import('#contract/master/apps-feature.ts').then((m) => m.appsSubfeature),
  '/dashboard/master/device-mycroatm-type': () =>
    import('#contract/master/device-type.ts').then((m) => m.deviceMycroatmType),
  '/dashboard/master/payment-category': () =>
    import('#contract/master/payment.ts').then((m) => m.paymentCategory),
  '/dashboard/master/payment-method': () =>
    import('#contract/master/payment.ts').then((m) => m.paymentMethod),
  '/dashboard/partner/data': () => import('#contract/partner/partner.ts').then((m) => m.partner),
  '/dashboard/partner/segment-product': () =>
    import('#contract/partner/segment-product.ts').then((m) => m.partnerProduct),
  '/dashboard/mint-partner/external-segmentation': () =>
    import('#contract/partner/app-segment.ts').then((m) => m.externalSegment),
  '/dashboard/mint-partner/internal-segmentation': () =>
    import('#contract/partner/app-segment.ts').then((m) => m.internalSegment),
  '/dashboard/master/product-biller': () =>
    import('#contract/master/product-biller.ts').then((m) => m.productBiller),
  '/dashboard/utils/bank': () => import('#contract/master/bank.ts').then((m) => m.bank),
  '/dashboard/master/apps-tax-type': () => import('#contract/master/fees.ts').then((m) => m.taxType),
  '/dashboard/master/apps-sfee-scheme': () => import('#contract/master/fees.ts').then((m) => m.sfeeScheme),
  '/dashboard/master/apps-sfee-subject': () => import('#contract/master/fees.ts').then((m) => m.sfeeSubject),
  '/dashboard/master/apps-pfee-scheme': () => import('#contract/master/fees.ts').then((m) => m.pfeeScheme),
  '/dashboard/segmentation/apps-feature': () =>
    import('#contract/segmentation/resources.ts').then((m) => m.segmentResources.appsFeature),
  '/dashboard/segmentation/retail': () =>
    import('#contract/segmentation/resources.ts').then((m) => m.segmentResources.retail),
  '/dashboard/segmentation/retail-payment': () =>
    import('#contract/segmentation/resources.ts').then((m) => m.segmentResources.retailPayment),
  '/dashboard/segmentation/biller-prepaid': () =>
    import('#contract/segmentation/resources.ts').then((m) => m.segmentResources.billerPrepaid),
  '/dashboard/segmentation/biller-postpaid': () =>
    import('#contract/segmentation/resources.ts').then((m) => m.segmentResources.billerPostpaid),
  '/dashboard/segmentation/biller-product': () =>
    import('#contract/segmentation/resources.ts').then((m) => m.segmentResources.billerProduct),
  '/dashboard/segmentation/mycroatm': () =>
    import('#contract/segmentation/resources.ts').then((m) => m.segmentResources.mycroatm),
  '/dashboard/segmentation/topup': () =>
    import('#contract/segmentation/resources.ts').then((m) => m.segmentResources.topup),
  '/dashboard/segmentation/sharing-fee': () =>
    import('#contract/segmentation/resources.ts').then((m) => m.segmentResources.sharingFee),
  '/dashboard/segmentation/saving': () =>
    import('#contract/segmentation/resources.ts').then((m) => m.segmentResources.saving),
  '/dashboard/segmentation/deposit-payment': () =>
    import('#contract/segmentation/resources.ts').then((m) => m.segmentResources.depositPayment),
  '/dashboard/saving/merchant-saving-history': () =>
    import('#contract/deposit/lists.ts').then((m) => m.depositHistory),
  '/dashboard/saving/merchant-saving-summary': () =>
    import('#contract/deposit/lists.ts').then((m) => m.depositSummary),
  '/dashboard/saving/payment-method-deposit': () =>
    import('#contract/deposit/payment-method.ts').then((m) => m.depositPaymentMethod),
  '/dashboard/retail/product-category': () =>
    import('#contract/retail/products.ts').then((m) => m.productCategory),
  '/dashboard/retail/product-composition': () =>
    import('#contract/retail/products.ts').then((m) => m.productComposition),
  '/dashboard/retail/product-category-composition': () =>
    import('#contract/retail/products.ts').then((m) => m.categoryComposition),
}
