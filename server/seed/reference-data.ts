import { count } from 'drizzle-orm'
import { getProvinces, getRegencies } from 'idn-area-data'
import { areaName } from '../areas/location/area-name.ts'
import type { Db } from '../db/client.ts'
import { bank, locationCity, locationProvince } from '../db/schema/index.ts'
import { seedMasterData } from './master-data.ts'
import { seedTransactionReference } from './transaction-catalogue.ts'

export const BANK_CODES = [
  ['002', 'PT Bank Rakyat Indonesia (Persero) Tbk', 'BRI', 'BRINIDJA'],
  ['008', 'PT Bank Mandiri (Persero) Tbk', 'Mandiri', 'BMRIIDJA'],
  ['009', 'PT Bank Negara Indonesia (Persero) Tbk', 'BNI', 'BNINIDJA'],
  ['011', 'PT Bank Danamon Indonesia Tbk', 'Danamon', 'BDINIDJA'],
  ['013', 'PT Bank Permata Tbk', 'Permata', 'BBBAIDJA'],
  ['014', 'PT Bank Central Asia Tbk', 'BCA', 'CENAIDJA'],
  ['016', 'PT Bank Maybank Indonesia Tbk', 'Maybank Indonesia', 'IBBKIDJA'],
  ['019', 'PT Bank Panin Tbk', 'Panin', 'PINBIDJA'],
  ['022', 'PT Bank CIMB Niaga Tbk', 'CIMB Niaga', 'BNIAIDJA'],
  ['023', 'PT Bank UOB Indonesia', 'UOB Indonesia', 'BBIJIDJA'],
  ['028', 'PT Bank OCBC NISP Tbk', 'OCBC NISP', 'NISPIDJA'],
  ['031', 'Citibank N.A.', 'Citibank', 'CITIIDJX'],
  ['041', 'The Hongkong and Shanghai Banking Corp', 'HSBC', 'HSBCIDJA'],
  ['046', 'PT Bank DBS Indonesia', 'DBS', 'DBSBIDJA'],
  ['050', 'Standard Chartered Bank', 'Standard Chartered', 'SCBLIDJX'],
  ['110', 'PT Bank Pembangunan Daerah Jawa Barat dan Banten Tbk', 'BJB', 'PDJBIDJA'],
  ['111', 'PT Bank DKI', 'Bank DKI', 'BDKIIDJ1'],
  ['112', 'PT BPD Daerah Istimewa Yogyakarta', 'BPD DIY', 'PDYKIDJ1'],
  ['113', 'PT BPD Jawa Tengah', 'Bank Jateng', 'PDJGIDJ1'],
  ['114', 'PT BPD Jawa Timur Tbk', 'Bank Jatim', 'PDJTIDJ1'],
  ['129', 'PT BPD Bali', 'BPD Bali', 'ABALIDBS'],
  ['147', 'PT Bank Muamalat Indonesia Tbk', 'Muamalat', 'MUABIDJA'],
  ['153', 'PT Bank Sinarmas Tbk', 'Sinarmas', 'SBJKIDJA'],
  ['200', 'PT Bank Tabungan Negara (Persero) Tbk', 'BTN', 'BTANIDJA'],
  ['213', 'PT Bank SMBC Indonesia Tbk', 'BTPN/SMBC Indonesia', 'SUNIIDJA'],
  ['426', 'PT Bank Mega Tbk', 'Mega', 'MEGAIDJA'],
  ['441', 'PT Bank KB Bukopin Tbk', 'KB Bank', 'BBUKIDJA'],
  ['451', 'PT Bank Syariah Indonesia Tbk', 'BSI', 'BSMDIDJA'],
  ['484', 'PT Bank KEB Hana Indonesia', 'KEB Hana', 'HNBNIDJA'],
  ['536', 'PT Bank BCA Syariah', 'BCA Syariah', 'SYCAIDJ1'],
] as const

/** Fills the reference tables when they are empty (idempotent, every start). */
export async function seedReferenceData(db: Db): Promise<void> {
  await seedTransactionReference(db)
  await seedMasterData(db)
  const [provinces] = await db.select({ n: count() }).from(locationProvince)
  if ((provinces?.n ?? 0) === 0) {
    await db
      .insert(locationProvince)
      .values((await getProvinces()).map((p) => ({ code: p.code, name: areaName(p.name) })))
    await db.insert(locationCity).values(
      (await getRegencies()).map((r) => ({
        code: r.code,
        provinceCode: r.province_code,
        name: areaName(r.name),
      })),
    )
  }
  const [banks] = await db.select({ n: count() }).from(bank)
  if ((banks?.n ?? 0) === 0) {
    await db
      .insert(bank)
      .values(BANK_CODES.map(([code, name, shortName, swift]) => ({ code, name, shortName, swift })))
  }
}
