import { hash } from '@node-rs/argon2'
import { outletUser } from '../../db/schema/index.ts'
import { chunked, type SeedContext } from './context.ts'

/** Outlet app users with their hashed PINs. */
export async function seedOutletUsers({ db, faker, digits, hoursAgo, outlets }: SeedContext): Promise<void> {
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
}
