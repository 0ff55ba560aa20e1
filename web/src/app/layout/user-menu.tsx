import { LogOut, Monitor, Moon, Sun } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import type { Profile } from '#contract/auth/schemas.ts'
import { ACCOUNT_LINKS } from '#contract/navigation/menu.ts'
import { useSignOut } from '../../api/session-sync.ts'
import { MENU_ICONS } from '../../navigation/menu-icons.ts'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu.tsx'
import { Spinner } from '../../ui/spinner.tsx'
import { isThemePreference, THEME_LABELS, type ThemePreference } from '../theme.ts'
import { useTheme } from '../theme-context.tsx'
import { AVATAR_BUTTON, Avatar } from './avatar.tsx'

const THEME_ICONS: Record<ThemePreference, typeof Sun> = { light: Sun, dark: Moon, system: Monitor }
const THEME_ORDER: ThemePreference[] = ['light', 'dark', 'system']

/** Avatar button opening the user's details, their account pages, the theme choice and "Keluar". */
export function UserMenu({ profile, defaultOpen }: { profile: Profile; defaultOpen?: boolean }) {
  const { preference, setPreference } = useTheme()
  const signOut = useSignOut()
  const navigate = useNavigate()
  const [leaving, setLeaving] = useState(false)

  const onLogout = async () => {
    setLeaving(true)
    try {
      await signOut()
    } finally {
      setLeaving(false)
      navigate('/', { replace: true })
    }
  }

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger aria-label="Menu pengguna" disabled={leaving} className={AVATAR_BUTTON}>
        {leaving ? (
          <span className="inline-flex size-9 items-center justify-center">
            <Spinner label="Keluar…" />
          </span>
        ) : (
          <Avatar name={profile.username} />
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <div className="flex items-center gap-3 px-2 py-2">
          <Avatar name={profile.username} className="size-10" />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold">{profile.username}</p>
            <p className="truncate text-xs text-muted-foreground">{profile.email || 'Email belum diatur'}</p>
            <p className="truncate text-xs text-muted-foreground">{profile.roleSegmentName}</p>
          </div>
        </div>
        <DropdownMenuSeparator />
        {ACCOUNT_LINKS.map((l) => {
          const Icon = l.icon ? MENU_ICONS[l.icon] : null
          return (
            <DropdownMenuItem key={l.href} asChild>
              <Link to={l.href}>
                {Icon ? <Icon aria-hidden="true" /> : null}
                {l.title}
              </Link>
            </DropdownMenuItem>
          )
        })}
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Tema</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={preference}
          onValueChange={(value) => {
            if (isThemePreference(value)) setPreference(value)
          }}
        >
          {THEME_ORDER.map((t) => {
            const Icon = THEME_ICONS[t]
            return (
              <DropdownMenuRadioItem key={t} value={t}>
                <Icon aria-hidden="true" />
                {THEME_LABELS[t]}
              </DropdownMenuRadioItem>
            )
          })}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void onLogout()}>
          <LogOut aria-hidden="true" />
          Keluar
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
