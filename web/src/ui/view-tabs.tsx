import { Link, useSearchParams } from 'react-router'
import { cn } from './cn.ts'

export interface View {
  /** Value of the `view` query parameter ('' for the default view). */
  key: string
  label: string
}

/** The `view` a page shows, from the URL ('' = the first, default view). */
export function useView(views: readonly View[]): string {
  const [params] = useSearchParams()
  const wanted = params.get('view') ?? ''
  return views.some((v) => v.key === wanted) ? wanted : (views[0]?.key ?? '')
}

/**
 * Views of one page (a list and its log, a summary and its events) as links: each view has its own URL,
 * so back/forward and a copied link keep it, and switching starts the view without the other's filters.
 */
export function ViewTabs({
  views,
  current,
  label,
}: {
  views: readonly View[]
  current: string
  label: string
}) {
  return (
    <nav aria-label={label} className="mb-4 border-b border-border">
      <ul className="-mb-px flex flex-wrap gap-1">
        {views.map((v) => {
          const active = v.key === current
          return (
            <li key={v.key}>
              <Link
                to={{ search: v.key ? `?view=${v.key}` : '' }}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex items-center rounded-t-md border-b-2 px-3 py-2 text-sm font-medium focus-ring',
                  active
                    ? 'border-primary-strong text-foreground'
                    : 'border-transparent text-muted-foreground hover:border-border hover:text-foreground',
                )}
              >
                {v.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
