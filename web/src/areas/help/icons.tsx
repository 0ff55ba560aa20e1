import {
  Banknote,
  CircleHelp,
  CreditCard,
  FileText,
  type LucideIcon,
  MessageCircle,
  Package,
  Printer,
  QrCode,
  Receipt,
  Settings,
  ShieldCheck,
  Smartphone,
  Store,
  User,
  Wallet,
  Wifi,
} from 'lucide-react'
import type { HelpIcon } from '#contract/help/vocabulary.ts'

/** The lucide component of each icon name a category may take (contract/help/vocabulary.ts HELP_ICONS). */
const ICONS: Record<HelpIcon, LucideIcon> = {
  'circle-help': CircleHelp,
  'credit-card': CreditCard,
  wallet: Wallet,
  receipt: Receipt,
  store: Store,
  smartphone: Smartphone,
  user: User,
  'shield-check': ShieldCheck,
  settings: Settings,
  package: Package,
  banknote: Banknote,
  'qr-code': QrCode,
  printer: Printer,
  wifi: Wifi,
  'message-circle': MessageCircle,
  'file-text': FileText,
}

export function HelpIconOf({ name }: { name: string }) {
  const Icon = ICONS[name as HelpIcon] ?? CircleHelp
  return <Icon aria-hidden="true" className="size-4 text-primary-strong" />
}
