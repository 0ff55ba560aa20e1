import { appVersion } from '../../db/schema/index.ts'
import type { SeedContext } from './context.ts'

/** App releases. */
export async function seedAppVersions({ db, faker }: SeedContext): Promise<void> {
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
}
