/**
 * The screen a saved view belongs to (contract/engine/saved-views.ts), apart from the views' zod schemas so
 * that a list page names its screen without loading them (issue 12 budgets): `report:<slug>` for a
 * transaction report (the key the reports have used since their views were first saved, so old rows still
 * list), the route for a resource list, and the route with `:<resource name>` for one of several lists a
 * page shows on one route behind tabs (the complaint page's tickets, canned replies and agents), so their
 * views do not mix.
 */
export const reportScreen = (def: { slug: string }) => `report:${def.slug}`
export const resourceScreen = (def: { route: string; name: string }, sharesRoute: boolean) =>
  sharesRoute ? `${def.route}:${def.name}` : def.route
