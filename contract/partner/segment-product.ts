import { z } from 'zod'
import { audit, statusColumn, statusFilter } from '../engine/columns.ts'
import { ACTIVE_STATUS, auditColumns, code, oneOf, optionalText, refId } from '../engine/fields.ts'
import { defineResource } from '../engine/resource.ts'

/**
 * Segmen Produk Partner (issue 16 §4; DOMAIN.md §1c "Sharing fee"): the biller products each partner serves,
 * each with the sharing-fee scheme that gives the partner its share. The share itself lives in that scheme of
 * the fee book (fee_scheme.sharing, priced by the fee engine), never here: a row names the scheme by code and
 * the server checks that the scheme is an active, shared Mybills admin scheme of that product naming the
 * partner. The row shows what the partner gets, read from the scheme ("30% dari biaya admin").
 */
export const partnerProduct = defineResource({
  name: 'partner-product',
  route: '/dashboard/partner/segment-product',
  title: 'Segmen Produk Partner',
  singular: 'Produk partner',
  access: ['PARTNER_DATA'],
  writableByAllScopeOnly: true,
  row: z.object({
    id: z.number(),
    partnerId: z.number(),
    partnerCode: z.string(),
    partnerName: z.string(),
    productId: z.number(),
    productCode: z.string(),
    productName: z.string(),
    productType: z.string(),
    schemeCode: z.string(),
    schemeLabel: z.string(),
    share: z.string(),
    note: z.string(),
    status: z.string(),
    ...auditColumns,
  }),
  input: z.strictObject({
    partnerId: refId('Partner'),
    productId: refId('Produk biller'),
    schemeCode: code('Skema sharing fee', 30),
    note: optionalText('Catatan', 500),
    status: oneOf('Status', ACTIVE_STATUS),
  }),
  columns: [
    { key: 'partnerCode', label: 'Kode Partner', sortable: true, format: 'code' },
    { key: 'partnerName', label: 'Partner', sortable: true },
    { key: 'productCode', label: 'Kode Produk', sortable: true, format: 'code' },
    { key: 'productName', label: 'Produk', sortable: true },
    { key: 'productType', label: 'Tipe', sortable: true, priority: 3 },
    { key: 'schemeCode', label: 'Skema', sortable: true, format: 'code' },
    { key: 'share', label: 'Bagian Partner' },
    statusColumn,
    ...audit,
  ],
  filters: [
    { key: 'partnerId', label: 'Partner', type: 'ref', ref: 'partner' },
    { key: 'productId', label: 'Produk', type: 'ref', ref: 'product-biller' },
    statusFilter,
  ],
  searchHint: 'Cari kode/nama partner, produk atau skema…',
  defaultSort: { key: 'partnerCode', dir: 'asc' },
  labelField: 'productName',
  codeField: 'productCode',
  form: [
    {
      title: 'Produk Partner',
      fields: [
        { key: 'partnerId', label: 'Partner', type: 'ref', ref: 'partner' },
        { key: 'productId', label: 'Produk Biller', type: 'ref', ref: 'product-biller' },
        {
          key: 'schemeCode',
          label: 'Skema Sharing Fee',
          type: 'text',
          placeholder: 'ADM-PLNPASCA',
          help: 'Kode skema biaya admin (Skema Partner Fee) yang membagi fee ke partner ini untuk produk ini.',
        },
        { key: 'note', label: 'Catatan', type: 'textarea' },
        { key: 'status', type: 'select', options: ACTIVE_STATUS },
      ],
    },
  ],
})
