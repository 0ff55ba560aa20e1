import type { Faker } from '@faker-js/faker'
import { hash } from '@node-rs/argon2'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import {
  appVersion,
  client,
  corporateGroup,
  device,
  deviceActivityPeriod,
  merchant,
  merchantGroup,
  merchantGroupMember,
  merchantTarget,
  outlet,
  outletUser,
  region,
  transactionBlock,
} from '../db/schema/index.ts'

const chunked = async <T>(rows: T[], size: number, insert: (part: T[]) => Promise<unknown>) => {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size))
}

/** Devices, outlet users, merchant groups, targets, activity periods, app versions and blocks. */
export async function seedOperations(db: Db, faker: Faker, refDate: Date): Promise<void> {
  const digits = (n: number) => faker.string.numeric({ length: n, allowLeadingZeros: true })
  const outlets = await db
    .select({
      id: outlet.id,
      clientId: outlet.clientId,
      type: outlet.type,
      name: outlet.name,
      merchantId: outlet.merchantId,
    })
    .from(outlet)
    .orderBy(outlet.id)
  const hoursAgo = (max: number) =>
    new Date(refDate.getTime() - faker.number.int({ min: 1, max: max * 60 }) * 60_000)

  // Devices: a POS at every outlet, an EDC at agents (and some shops), a kitchen printer at most F&B outlets.
  const devices: (typeof device.$inferInsert)[] = []
  let pos = 0
  let edc = 0
  let printer = 0
  for (const o of outlets) {
    const status = faker.helpers.weightedArrayElement([
      { weight: 88, value: 'ACTIVE' as const },
      { weight: 6, value: 'INACTIVE' as const },
      { weight: 4, value: 'BROKEN' as const },
      { weight: 2, value: 'WITHDRAWN' as const },
    ])
    const sunmi = faker.datatype.boolean(0.6)
    // Busy outlets run a second till.
    for (let till = faker.datatype.boolean(0.2) ? 2 : 1; till > 0; till--) {
      pos += 1
      devices.push({
        kind: 'POS',
        outletId: o.id,
        clientId: o.clientId,
        brand: sunmi ? 'Sunmi' : 'PAX',
        model: sunmi ? faker.helpers.arrayElement(['V2 Pro', 'T2s', 'V2s']) : 'A920',
        serialNumber: sunmi ? `PP0720B${digits(5)}${pos}` : `A920${digits(6)}${pos}`,
        tid: `POS${String(pos).padStart(5, '0')}`,
        imei: `86${digits(13)}`,
        simMsisdn: `+628${faker.helpers.arrayElement(['12', '13', '21', '52'])}${digits(8)}`,
        appVersion: faker.helpers.arrayElement(['2.4.1', '2.4.0', '2.3.5']),
        osVersion: faker.helpers.arrayElement(['Android 11', 'Android 10', 'Android 13']),
        lastHeartbeatAt: status === 'ACTIVE' ? hoursAgo(48) : hoursAgo(24 * 30),
        status,
      })
    }
    if (o.type === 'AGENT' || (o.type === 'RETAIL' && faker.datatype.boolean(0.45))) {
      edc += 1
      const verifone = faker.datatype.boolean(0.3)
      devices.push({
        kind: 'MYCROATM',
        outletId: o.id,
        clientId: o.clientId,
        brand: verifone ? 'Verifone' : 'PAX',
        model: verifone ? 'X990' : 'A920 Pro',
        serialNumber: verifone ? `X990${digits(7)}${edc}` : `A92P${digits(7)}${edc}`,
        tid: `MYC${String(edc).padStart(5, '0')}`,
        imei: `35${digits(13)}`,
        simMsisdn: `+628${faker.helpers.arrayElement(['11', '57', '77'])}${digits(8)}`,
        appVersion: faker.helpers.arrayElement(['1.8.2', '1.8.0']),
        osVersion: 'Android 10',
        lastHeartbeatAt: hoursAgo(72),
        status: faker.datatype.boolean(0.93) ? 'ACTIVE' : 'INACTIVE',
      })
    }
    if (o.type === 'FNB' && faker.datatype.boolean(0.8)) {
      printer += 1
      devices.push({
        kind: 'PRINTER',
        outletId: o.id,
        clientId: o.clientId,
        brand: faker.helpers.arrayElement(['Epson', 'Xprinter', 'Bixolon']),
        model: faker.helpers.arrayElement(['TM-T82X', 'XP-Q80I', 'SRP-330II']),
        serialNumber: `PRN${digits(7)}${printer}`,
        ipAddress: `192.168.${faker.number.int({ min: 0, max: 10 })}.${faker.number.int({ min: 20, max: 250 })}`,
        port: 9100,
        paperWidth: faker.helpers.arrayElement([58, 80]),
        status: 'ACTIVE',
      })
    }
  }
  await chunked(devices, 500, (part) => db.insert(device).values(part))

  // Outlet app users. Their PINs are random and never disclosed (an administrator resets one to have it
  // mailed), so one cheap-parameter hash each keeps the first start fast without weakening a real PIN:
  // PINs set through the product use the full argon2id profile.
  const roles = ['OWNER', 'CASHIER', 'CASHIER', 'SUPERVISOR'] as const
  const users: (typeof outletUser.$inferInsert)[] = []
  const taken = new Set<string>()
  for (const o of outlets) {
    const n = faker.number.int({ min: 1, max: 3 })
    for (let k = 0; k < n; k++) {
      const fullName = faker.person.fullName()
      let username = fullName
        .toLowerCase()
        .replace(/[^a-z]+/g, '.')
        .replace(/^\.|\.$/g, '')
        .slice(0, 40)
      while (taken.has(username)) username = `${username.slice(0, 36)}.${digits(3)}`
      taken.add(username)
      users.push({
        outletId: o.id,
        clientId: o.clientId,
        username,
        fullName,
        phone: `+628${faker.helpers.arrayElement(['12', '13', '21', '52', '57', '77', '81', '95'])}${digits(8)}`,
        email: `${username}@${faker.helpers.arrayElement(['gmail.com', 'yahoo.co.id'])}`,
        role: o.type === 'AGENT' && k === 0 ? 'AGENT' : (roles[k] ?? 'CASHIER'),
        pinHash: await hash(digits(6), { memoryCost: 1024, timeCost: 1, parallelism: 1 }),
        lastLoginAt: faker.datatype.boolean(0.85) ? hoursAgo(24 * 14) : null,
        status: faker.datatype.boolean(0.94) ? 'ACTIVE' : 'INACTIVE',
      })
    }
  }
  await chunked(users, 500, (part) => db.insert(outletUser).values(part))

  // Merchant groups: tiers per client, members drawn from that client's merchants.
  const clients = await db.select({ id: client.id, code: client.code }).from(client).orderBy(client.id)
  for (const c of clients) {
    const members = await db
      .select({ id: merchant.id })
      .from(merchant)
      .where(sql`${merchant.clientId} = ${c.id}`)
    const tiers = [
      ['A', 'Warung Mitra Tier A'],
      ['B', 'Warung Mitra Tier B'],
      ['AGEN', 'Agen Mycroatm Prioritas'],
    ] as const
    for (const [suffix, name] of tiers) {
      const [g] = await db
        .insert(merchantGroup)
        .values({
          clientId: c.id,
          code: `MG-${c.code}-${suffix}`,
          name,
          description: `Segmentasi fee ${name.toLowerCase()} ${c.code}`,
        })
        .returning({ id: merchantGroup.id })
      const picked = faker.helpers.arrayElements(
        members,
        Math.min(members.length, faker.number.int({ min: 5, max: 20 })),
      )
      if (g && picked.length > 0)
        await db
          .insert(merchantGroupMember)
          .values(picked.map((m) => ({ merchantGroupId: g.id, merchantId: m.id })))
    }
  }

  // Monthly targets for this month and the last, for regions, groups and a sample of merchants.
  const month = (offset: number) => {
    const d = new Date(Date.UTC(refDate.getUTCFullYear(), refDate.getUTCMonth() + offset, 1))
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`
  }
  const periods = [month(-1), month(0)]
  const regions = await db.select({ id: region.id, clientId: region.clientId }).from(region)
  const groups = await db
    .select({ id: corporateGroup.id, regionId: corporateGroup.regionId, clientId: region.clientId })
    .from(corporateGroup)
    .innerJoin(region, sql`${region.id} = ${corporateGroup.regionId}`)
  const sample = await db
    .select({
      id: merchant.id,
      clientId: merchant.clientId,
      regionId: merchant.regionId,
      groupId: merchant.groupId,
    })
    .from(merchant)
    .where(sql`${merchant.status} = 'ACTIVE'`)
    .limit(60)
  const targets: (typeof merchantTarget.$inferInsert)[] = []
  const round = (n: number, to: number) => Math.round(n / to) * to
  for (const period of periods) {
    for (const r of regions) {
      const count = round(faker.number.int({ min: 20_000, max: 60_000 }), 500)
      targets.push({
        targetType: 'REGION',
        subjectId: r.id,
        clientId: r.clientId,
        regionId: r.id,
        period,
        trxCountTarget: count,
        trxAmountTarget: round(count * faker.number.int({ min: 45_000, max: 90_000 }), 1_000_000),
      })
    }
    for (const g of groups) {
      const count = round(faker.number.int({ min: 5_000, max: 20_000 }), 100)
      targets.push({
        targetType: 'GROUP',
        subjectId: g.id,
        clientId: g.clientId,
        regionId: g.regionId,
        groupId: g.id,
        period,
        trxCountTarget: count,
        trxAmountTarget: round(count * faker.number.int({ min: 45_000, max: 90_000 }), 1_000_000),
      })
    }
    for (const m of sample) {
      const count = round(faker.number.int({ min: 300, max: 3_000 }), 10)
      targets.push({
        targetType: 'MERCHANT',
        subjectId: m.id,
        clientId: m.clientId,
        regionId: m.regionId,
        groupId: m.groupId,
        merchantId: m.id,
        period,
        trxCountTarget: count,
        trxAmountTarget: round(count * faker.number.int({ min: 30_000, max: 120_000 }), 100_000),
      })
    }
  }
  await chunked(targets, 500, (part) => db.insert(merchantTarget).values(part))

  // Device activity periods: monthly, per client, the last three months and the current one.
  const activity: (typeof deviceActivityPeriod.$inferInsert)[] = []
  for (const c of clients) {
    for (let offset = -3; offset <= 0; offset++) {
      const start = new Date(Date.UTC(refDate.getUTCFullYear(), refDate.getUTCMonth() + offset, 1))
      const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0))
      const label = start.toLocaleDateString('id-ID', { month: 'long', year: 'numeric', timeZone: 'UTC' })
      activity.push({
        clientId: c.id,
        code: `PRD-${c.code}-${start.toISOString().slice(0, 7)}`,
        name: `Periode ${label}`,
        startDate: start.toISOString().slice(0, 10),
        endDate: end.toISOString().slice(0, 10),
        minActiveDays: 20,
        minTransactions: faker.helpers.arrayElement([100, 150, 200]),
      })
    }
  }
  await db.insert(deviceActivityPeriod).values(activity)

  // App releases.
  const releases: (typeof appVersion.$inferInsert)[] = []
  const apps: [string, string[]][] = [
    ['Mybills-POS', ['2.3.0', '2.3.1', '2.3.5', '2.4.0', '2.4.1', '2.4.2']],
    ['MINT-Retail', ['3.0.0', '3.0.2', '3.1.0', '3.2.0', '3.2.1']],
    ['Mycroatm-EDC', ['1.7.0', '1.7.3', '1.8.0', '1.8.2', '1.9.0']],
  ]
  for (const [app, versions] of apps) {
    let day = 0
    versions.forEach((name, i) => {
      const [major = 0, minor = 0, patch = 0] = name.split('.').map(Number)
      const code = major * 100 + minor * 10 + patch
      day += faker.number.int({ min: 20, max: 45 })
      const latest = i === versions.length - 1
      releases.push({
        appName: app,
        versionName: name,
        versionCode: code,
        minSupportedCode: major * 100 + Math.max(0, minor - 1) * 10,
        forceUpdate: patch === 0,
        releaseNotes: faker.helpers.arrayElement([
          'Perbaikan sinkronisasi transaksi saat sinyal lemah.',
          'Tambah metode pembayaran QRIS dinamis.',
          'Perbaikan cetak struk pada printer 58 mm.',
          'Peningkatan keamanan login PIN.',
        ]),
        releaseDate: new Date(Date.UTC(2025, 0, 1) + day * 86_400_000).toISOString().slice(0, 10),
        apkUrl: `https://rilis.mint.co.id/${app.toLowerCase()}/${name}.apk`,
        status: latest ? 'DRAFT' : 'RELEASED',
      })
    })
  }
  await db.insert(appVersion).values(releases)

  // Transaction blocks: fraud suspicions and complaints, some expired or reopened.
  const mids = await db
    .select({ mid: merchant.mid })
    .from(merchant)
    .where(sql`${merchant.status} = 'BLOCKED'`)
    .limit(5)
  const blocks: (typeof transactionBlock.$inferInsert)[] = []
  for (let i = 0; i < 24; i++) {
    const keyType = faker.helpers.arrayElement([
      'CUSTOMER_NO',
      'CARD_NO',
      'CARD_NO',
      'TID',
      'PRODUCT',
    ] as const)
    const keyValue =
      keyType === 'CUSTOMER_NO'
        ? `53${digits(10)}`
        : keyType === 'CARD_NO'
          ? `6032${digits(12)}`
          : keyType === 'TID'
            ? `POS${String(faker.number.int({ min: 1, max: pos })).padStart(5, '0')}`
            : faker.helpers.arrayElement(['PLNPRA20', 'TSEL5', 'DANA10', 'XL10'])
    const createdAt = new Date(refDate.getTime() - faker.number.int({ min: 1, max: 60 }) * 86_400_000)
    const reopened = i % 6 === 5
    blocks.push({
      keyType,
      keyValue,
      reason: faker.helpers.arrayElement([
        'Indikasi fraud: banyak transaksi gagal berturut-turut.',
        'Kartu dilaporkan hilang oleh pemilik.',
        'Permintaan bank penerbit.',
        'Produk sedang gangguan di sisi biller.',
        'Komplain pelanggan: transaksi ganda.',
      ]),
      validUntil: new Date(createdAt.getTime() + faker.number.int({ min: 7, max: 90 }) * 86_400_000),
      status: reopened ? 'REOPENED' : 'ACTIVE',
      reopenedAt: reopened ? new Date(createdAt.getTime() + 2 * 86_400_000) : null,
      reopenedBy: reopened ? 'superadmin' : null,
      createdAt,
      createdBy: 'superadmin',
      updatedAt: createdAt,
      updatedBy: 'superadmin',
    })
  }
  for (const m of mids)
    blocks.push({
      keyType: 'MID',
      keyValue: m.mid,
      reason: 'Merchant diblokir: dokumen KYC tidak valid.',
      validUntil: new Date(refDate.getTime() + 180 * 86_400_000),
      status: 'ACTIVE',
      createdBy: 'superadmin',
      updatedBy: 'superadmin',
    })
  // Keep only the first active block of a key (the table allows one active block per key).
  const seen = new Set<string>()
  await db.insert(transactionBlock).values(
    blocks.filter((b) => {
      if (b.status !== 'ACTIVE') return true
      const k = `${b.keyType}:${b.keyValue}`
      if (seen.has(k)) return false
      seen.add(k)
      return true
    }),
  )
}
