import { MENU, routeByPath } from '#contract/navigation/menu.ts'
import type { Crumb } from '../../ui/page-header.tsx'

/** Beranda › the sidebar group › the page, for a page of the menu. */
export function crumbsOf(href: string): Crumb[] {
  const route = routeByPath(href)
  const group = MENU.find((e) => e.kind === 'group' && e.items.some((i) => i.href === href))
  const crumbs: Crumb[] = [{ label: 'Beranda', href: '/' }]
  if (group) crumbs.push({ label: group.title })
  crumbs.push({ label: route?.title ?? href })
  return crumbs
}

export const pageTitleOf = (href: string) => routeByPath(href)?.pageTitle ?? href
