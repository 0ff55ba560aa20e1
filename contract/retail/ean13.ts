/**
 * EAN-13 (GS1 General Specifications §7.9): twelve digits and a check digit, the weighted sum (1, 3, 1, 3 …
 * from the left) plus the check digit a multiple of ten. Shared by the product form, the bulk import and
 * the cashier's barcode entry (issue 18).
 */
export function ean13CheckDigit(first12: string): number {
  let sum = 0
  for (let i = 0; i < 12; i++) sum += (first12.charCodeAt(i) - 48) * (i % 2 === 0 ? 1 : 3)
  return (10 - (sum % 10)) % 10
}

/** Why a barcode is not a valid EAN-13 (Indonesian), or null when it is. */
export function ean13Problem(value: string, label = 'Barcode'): string | null {
  if (!/^\d{13}$/.test(value)) return `${label} harus 13 digit angka (EAN-13).`
  const expected = ean13CheckDigit(value.slice(0, 12))
  return Number(value[12]) === expected
    ? null
    : `${label} ${value} tidak valid: digit pemeriksa seharusnya ${expected}, bukan ${value[12]}.`
}

export const isEan13 = (value: string): boolean => ean13Problem(value) === null
