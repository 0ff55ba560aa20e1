/** "KOTA ADMINISTRASI JAKARTA SELATAN" → "Kota Jakarta Selatan", "KABUPATEN BANDUNG" → "Kab. Bandung". */
export function areaName(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/\b\w/g, (c) => c.toUpperCase())
    .replace(/^Kabupaten Administrasi /, 'Kab. ')
    .replace(/^Kabupaten /, 'Kab. ')
    .replace(/^Kota Administrasi /, 'Kota ')
    .replace(/\bDki\b/, 'DKI')
    .replace(/\bDi\b/, 'DI')
}
