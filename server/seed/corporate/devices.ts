import { device } from '../../db/schema/index.ts'
import { chunked, type SeedContext } from './context.ts'

/**
 * Devices: a POS at every outlet, an EDC at agents (and some shops), a kitchen printer at most F&B outlets.
 * Answers how many POS terminals there are (their TIDs run POS00001 …).
 */
export async function seedDevices({ db, faker, digits, hoursAgo, outlets }: SeedContext): Promise<number> {
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
  return pos
}
