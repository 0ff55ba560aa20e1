import type { ReactNode } from 'react'
import { Link } from 'react-router'

export interface Crumb {
  label: string
  href?: string
}

interface PageHeaderProps {
  title: string
  crumbs?: readonly Crumb[]
  description?: ReactNode
  actions?: ReactNode
}

/** Breadcrumb, the page's one <h1>, an optional line of description and actions on the right. */
export function PageHeader({ title, crumbs, description, actions }: PageHeaderProps) {
  return (
    <div className="mb-6 flex flex-col gap-2">
      {crumbs && crumbs.length > 0 ? (
        <nav aria-label="Jejak navigasi">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
            {crumbs.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed trail; the position is part of its identity
              <li key={`${c.label}-${i}`} className="flex items-center gap-1">
                {i > 0 ? <span aria-hidden="true">›</span> : null}
                {c.href ? (
                  <Link className="rounded hover:text-foreground hover:underline focus-ring" to={c.href}>
                    {c.label}
                  </Link>
                ) : (
                  <span aria-current={i === crumbs.length - 1 ? 'page' : undefined}>{c.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {actions}
      </div>
      {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
    </div>
  )
}
