/**
 * The titles and lines of the panels a summary draws below its first screen, read by the panels and by the
 * stand-ins the summary draws while their code loads (summary-page.tsx), so each is written once.
 */
export const PANEL_TEXT = {
  pendingAge: {
    title: 'Umur transaksi tertunda',
    description:
      'Menunggu dan Timeout/Suspect saat ini, per jenis, produk/biller dan umur; klik jenis untuk sinkronisasi',
  },
  productSales: {
    title: 'Penjualan produk',
    description: 'Dua puluh teratas menurut nominal, transaksi sukses',
  },
  top5: ['Top 5 produk', 'Top 5 merchant', 'Top 5 outlet'],
} as const
