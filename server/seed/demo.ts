import { fakerID_ID as faker } from '@faker-js/faker'
import { getRegencies } from 'idn-area-data'
import { areaName } from '../areas/location/area-name.ts'
import { lowerLevels } from '../areas/location/data.ts'
import type { Database, Db } from '../db/client.ts'
import { client, corporateGroup, merchant, outlet, partner, region } from '../db/schema/index.ts'
import { createSegment, createUser, DEMO_PASSWORD, DEMO_SEGMENTS } from './access.ts'
import { seedActors } from './actors.ts'
import { seedCorporateOperations } from './corporate/index.ts'
import { seedDepositDemo } from './deposit.ts'
import { seedServiceFeeSubjects } from './fee-schemes.ts'
import { seedHelpCentre } from './help.ts'
import { seedPartnerApp } from './partner-app.ts'
import { seedPartnerProducts } from './partner-products.ts'
import { seedPartnerRegistrations } from './partner-registrations.ts'
import { seedPartnerSettlements } from './partner-settlements.ts'
import { BANKS, CLIENTS, MERCHANT_KINDS, NAME_WORDS, PARTNERS } from './reference.ts'
import { seedDemoImports, seedDemoStockCounts, seedRetailProducts } from './retail-products.ts'
import { seedDemoSegments } from './segments.ts'
import { seedTransactionCatalogue } from './transaction-catalogue.ts'
import { seedTransactions } from './transactions/index.ts'
import { seedWalletDemo } from './wallet.ts'

export interface DemoSize {
  merchants: number
  outletsPerMerchant: [min: number, max: number]
}
export const DEFAULT_DEMO_SIZE: DemoSize = { merchants: 200, outletsPerMerchant: [1, 3] }

export interface DemoOptions {
  /** Transactions of the last 90 days (0 = none); see seed/transactions. */
  transactions: number
  log?: (message: string) => void
  /** The database's driver: the demo imports run through the job runner, which needs to know it. */
  driver?: Database['driver']
}

const digits = (n: number) => faker.string.numeric({ length: n, allowLeadingZeros: true })
const phone = () =>
  `+628${faker.helpers.arrayElement(['12', '13', '21', '52', '57', '77', '81', '95'])}${digits(8)}`
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '')

/** NIK: province+regency+district (6), birth date ddmmyy (women +40 on the day), serial (4). */
function nik(cityCode: string, female: boolean): string {
  const birth = faker.date.between({ from: '1965-01-01', to: '2003-12-31' })
  const day = birth.getUTCDate() + (female ? 40 : 0)
  const dd = String(day).padStart(2, '0')
  const mm = String(birth.getUTCMonth() + 1).padStart(2, '0')
  const yy = String(birth.getUTCFullYear() % 100).padStart(2, '0')
  return `${cityCode.replace('.', '')}${digits(2)}${dd}${mm}${yy}${digits(4)}`
}

/**
 * The deterministic demo data set (docs/PRODUCT.md §11): three clients with their regions, groups,
 * merchants and outlets, partners, the three demo role segments and accounts.
 */
export async function seedDemo(
  db: Db,
  size: DemoSize = DEFAULT_DEMO_SIZE,
  options: DemoOptions = { transactions: 0 },
): Promise<void> {
  faker.seed(20250101)
  const refDate = new Date('2026-11-01T00:00:00Z')
  faker.setDefaultRefDate(refDate)
  const regencies = await getRegencies()
  const areas = await lowerLevels()
  /** A real district of the city and a real village of that district. */
  const placeIn = (cityCode: string) => {
    const district = faker.helpers.arrayElement(areas.districts.get(cityCode) ?? [{ code: '', name: '' }])
    const village = faker.helpers.arrayElement(areas.villages.get(district.code) ?? [{ code: '', name: '' }])
    return { districtCode: district.code, villageCode: village.code }
  }
  const citiesOf = (provinces: readonly string[]) =>
    regencies
      .filter((r) => provinces.includes(r.province_code))
      .map((r) => ({ code: r.code, name: areaName(r.name) }))

  // Partners
  const partners = await db
    .insert(partner)
    .values(
      PARTNERS.map((p, i) => ({
        code: p.code,
        name: p.name,
        type: p.type,
        agreementNo: `PKS/${String(i + 1).padStart(3, '0')}/MINT/${2023 + (i % 3)}`,
        bankCode: p.bank,
        accountNo: digits(10),
        accountName: p.name,
      })),
    )
    .returning({ id: partner.id, code: partner.code })

  // Clients → regions → groups
  type GroupRef = { id: number; regionId: number; clientId: number; provinces: readonly string[] }
  const groups: GroupRef[] = []
  for (const c of CLIENTS) {
    const pic = faker.person.fullName()
    const [clientRow] = await db
      .insert(client)
      .values({
        code: c.code,
        name: c.name,
        npwp: `0${digits(15)}`,
        picName: pic,
        picPhone: phone(),
        picEmail: `${slug(pic)}@${slug(c.name.replace(/^(PT|CV|Koperasi) /, ''))}.co.id`,
        address: `${faker.location.streetAddress()}, ${citiesOf(c.regions[0].provinces)[0]?.name ?? ''}`,
      })
      .returning({ id: client.id })
    if (!clientRow) throw new Error('client not created')
    for (const r of c.regions) {
      const [regionRow] = await db
        .insert(region)
        .values({ clientId: clientRow.id, code: r.code, name: r.name, provinceCodes: [...r.provinces] })
        .returning({ id: region.id })
      if (!regionRow) throw new Error('region not created')
      const cities = faker.helpers.arrayElements(citiesOf(r.provinces), 2)
      for (const city of cities) {
        const [g] = await db
          .insert(corporateGroup)
          .values({
            regionId: regionRow.id,
            code: `GRP-${r.code.slice(4)}-${city.code.replace('.', '')}`,
            name: `Grup ${city.name.replace(/^(Kab\.|Kota) /, '')}`,
          })
          .returning({ id: corporateGroup.id })
        if (!g) throw new Error('group not created')
        groups.push({ id: g.id, regionId: regionRow.id, clientId: clientRow.id, provinces: r.provinces })
      }
    }
  }

  // Merchants, spread over the groups (CLT001 gets the largest share, as the biggest client).
  const statuses = [
    'ACTIVE',
    'ACTIVE',
    'ACTIVE',
    'ACTIVE',
    'ACTIVE',
    'ACTIVE',
    'INACTIVE',
    'PENDING_VERIFICATION',
    'BLOCKED',
    'DRAFT',
  ] as const
  const merchantRows = Array.from({ length: size.merchants }, (_, i) => {
    const g = groups[i % groups.length] as GroupRef
    const kind = faker.helpers.arrayElement(MERCHANT_KINDS)
    const city = faker.helpers.arrayElement(citiesOf(g.provinces))
    const female = faker.datatype.boolean()
    const owner = faker.person.fullName({ sex: female ? 'female' : 'male' })
    const ownerNik = nik(city.code, female)
    const name = `${kind.prefix} ${faker.helpers.arrayElement(NAME_WORDS)}${i % 3 === 0 ? ` ${owner.split(' ')[0]}` : ''}`
    return {
      groupId: g.id,
      regionId: g.regionId,
      clientId: g.clientId,
      mid: String(1_000_000_000 + i * 7919).padStart(15, '0'),
      name,
      ownerName: owner,
      ownerNik,
      npwp: ownerNik,
      mcc: kind.mcc,
      businessCategory: faker.helpers.weightedArrayElement([
        { weight: 60, value: 'UMI' as const },
        { weight: 25, value: 'UKE' as const },
        { weight: 10, value: 'UME' as const },
        { weight: 5, value: 'UBE' as const },
      ]),
      nmid: `ID10${digits(11)}`,
      address: faker.location.streetAddress(),
      provinceCode: city.code.slice(0, 2),
      cityCode: city.code,
      ...placeIn(city.code),
      postalCode: faker.location.zipCode('#####'),
      phone: phone(),
      email: `${slug(name)}${i}@${faker.helpers.arrayElement(['gmail.com', 'yahoo.co.id', 'outlook.com'])}`,
      settlementBankCode: faker.helpers.arrayElement(BANKS)[0],
      settlementAccountNo: digits(10),
      settlementAccountName: owner,
      joinedAt: faker.date.between({ from: '2022-01-01', to: refDate }).toISOString().slice(0, 10),
      status: faker.helpers.arrayElement(statuses),
      outletType: kind.outlet,
    }
  })
  const merchants = await db
    .insert(merchant)
    .values(merchantRows.map(({ outletType: _ignored, ...m }) => m))
    .returning({ id: merchant.id, clientId: merchant.clientId, name: merchant.name })

  let outletSeq = 0
  const outletRows = merchants.flatMap((m, i) => {
    const src = merchantRows[i]!
    const count = faker.number.int({ min: size.outletsPerMerchant[0], max: size.outletsPerMerchant[1] })
    return Array.from({ length: count }, (_, k) => {
      outletSeq += 1
      const city = k === 0 ? { code: src.cityCode } : faker.helpers.arrayElement(citiesOf([src.provinceCode]))
      return {
        merchantId: m.id,
        clientId: m.clientId,
        code: `OTL-${String(outletSeq).padStart(6, '0')}`,
        name: k === 0 ? `${m.name} Pusat` : `${m.name} Cabang ${k}`,
        type: src.outletType,
        address: faker.location.streetAddress(),
        provinceCode: src.provinceCode,
        cityCode: city.code,
        ...placeIn(city.code),
        openTime: faker.helpers.arrayElement(['07:00', '08:00', '09:00', '10:00']),
        closeTime: faker.helpers.arrayElement(['17:00', '21:00', '22:00', '23:00']),
        pb1Active: src.outletType === 'FNB' && faker.datatype.boolean(0.7),
        status: faker.datatype.boolean(0.92) ? ('ACTIVE' as const) : ('INACTIVE' as const),
      }
    })
  })
  for (let i = 0; i < outletRows.length; i += 500)
    await db.insert(outlet).values(outletRows.slice(i, i + 500))

  // Each stage says how long it took: a newcomer's first start must stay under a minute (docs/PERFORMANCE.md).
  const step = async (label: string, work: () => Promise<unknown>) => {
    const started = performance.now()
    await work()
    options.log?.(`${label} (${((performance.now() - started) / 1000).toFixed(2)} s)`)
  }
  await step('korporat: operasional demo', () => seedCorporateOperations(db, faker, refDate))
  await step('katalog transaksi dan subjek biaya', async () => {
    await seedTransactionCatalogue(db)
    await seedServiceFeeSubjects(db)
  })
  await step('segmentasi dan produk mitra', async () => {
    await seedDemoSegments(db)
    await seedPartnerProducts(db)
    await seedPartnerRegistrations(db, refDate)
  })
  await step('retail: produk dan stok opname', async () => {
    await seedRetailProducts(db)
    await seedDemoStockCounts(db)
  })

  // Role segments and the three demo accounts (docs/PRODUCT.md §11).
  const superSeg = await createSegment(db, DEMO_SEGMENTS.SUPERADMIN)
  const opsSeg = await createSegment(db, DEMO_SEGMENTS.OPS_RETAIL)
  const mitraSeg = await createSegment(db, DEMO_SEGMENTS.MITRA)
  const supervisorSeg = await createSegment(db, DEMO_SEGMENTS.SUPERVISOR)
  const financeSeg = await createSegment(db, DEMO_SEGMENTS.KEUANGAN)
  const ptn001 = partners.find((p) => p.code === 'PTN001')
  await createUser(db, {
    username: 'superadmin',
    email: 'superadmin@mint.local',
    fullName: 'Super Admin',
    password: DEMO_PASSWORD,
    roleSegmentId: superSeg,
    userTypeLevel: 'ALL',
  })
  // The second user of maker-checker (issue 16 item 3): approves what superadmin proposes, and the reverse.
  await createUser(db, {
    username: 'supervisor',
    email: 'supervisor@mint.local',
    fullName: 'Supervisor Segmentasi',
    password: DEMO_PASSWORD,
    roleSegmentId: supervisorSeg,
    userTypeLevel: 'ALL',
  })
  await createUser(db, {
    username: 'opsretail',
    email: 'opsretail@mint.local',
    fullName: 'Operasional Retail',
    password: DEMO_PASSWORD,
    roleSegmentId: opsSeg,
    userTypeLevel: 'CLIENT',
    userTypeValue: 'CLT001',
  })
  await createUser(db, {
    username: 'mitra',
    email: 'mitra@mint.local',
    fullName: 'Mitra BRI',
    password: DEMO_PASSWORD,
    roleSegmentId: mitraSeg,
    userTypeLevel: 'PARTNER',
    userTypeValue: 'PTN001',
    partnerCode: 'PTN001',
    partnerId: String(ptn001?.id ?? ''),
    sharingFeePartnerCode: 'PTN001',
  })
  // The checker of deposit top-ups (issue 17): a finance user other than the one who enters a request.
  await createUser(db, {
    username: 'keuangan',
    email: 'keuangan@mint.local',
    fullName: 'Rina Keuangan',
    password: DEMO_PASSWORD,
    roleSegmentId: financeSeg,
    userTypeLevel: 'ALL',
  })
  await step('retail: impor produk demo', () =>
    seedDemoImports({ db, driver: options.driver ?? 'pglite' }, 'superadmin'),
  )
  if (options.transactions > 0) {
    await seedTransactions(db, { count: options.transactions, log: options.log })
    await step('settlement mitra', () => seedPartnerSettlements(db))
  }
  // After the transactions: the internal segments' rules read their rollups.
  await step('aplikasi mitra: segmen, pemetaan dan banner', () => seedPartnerApp(db))
  await step('help: pusat bantuan dan komplain demo', () => seedHelpCentre(db))
  await step('deposit: buku besar demo diposting', () => seedDepositDemo(db))
  await step('corporate wallet: saldo dan dokumen disbursement demo', () => seedWalletDemo(db))
  await step('pelaku kontrol: pembuat dan pemeriksa per id', () => seedActors(db))
}
