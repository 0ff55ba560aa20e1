import type { UserTypeLevel } from '#contract/auth/schemas.ts'

/** Indonesian greeting for the hour of the day (0-23). */
export function greetingFor(hour: number): string {
  if (hour >= 4 && hour < 11) return 'Selamat pagi'
  if (hour >= 11 && hour < 15) return 'Selamat siang'
  if (hour >= 15 && hour < 18) return 'Selamat sore'
  return 'Selamat malam'
}

const LEVEL_NAMES: Record<Exclude<UserTypeLevel, 'ALL'>, string> = {
  CLIENT: 'Client',
  REGION: 'Region',
  GROUP: 'Group',
  MERCHANT: 'Merchant',
  PARTNER: 'Partner',
}

export interface DataScope {
  /** Short label: "Semua data", "Client CLT001". */
  label: string
  /** One sentence explaining what the user sees. */
  description: string
}

/** The data scope of a profile (userTypeLevel + userTypeValue) in Indonesian words. */
export function describeScope(level: UserTypeLevel, value: string): DataScope {
  if (level === 'ALL') {
    return {
      label: 'Semua data',
      description: 'Anda dapat melihat data seluruh client, region, group, merchant dan partner.',
    }
  }
  const name = LEVEL_NAMES[level]
  const code = value.trim()
  if (!code) {
    return {
      label: `${name} (belum ditentukan)`,
      description: `Akun Anda dibatasi pada satu ${name.toLowerCase()}, tetapi kodenya belum diatur. Hubungi administrator.`,
    }
  }
  return {
    label: `${name} ${code}`,
    description: `Data yang tampil dibatasi pada ${name.toLowerCase()} ${code}.`,
  }
}
