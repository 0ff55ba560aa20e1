/**
 * Paths that render without the sidebar layout or the login guard (docs/PRODUCT.md §2). They are
 * served by their own small entry (web/public-pages.html, docs/ARCHITECTURE.md "Bundle size"), so
 * this list sits apart from the menu that the signed-in app carries.
 */
export const PUBLIC_PATH_PARTS = [
  '/registration',
  '/mitra-mint',
  '/mint-app',
  '/mint-retail',
  '/mint-partner-registration',
  '/login',
] as const
export const isPublicPath = (pathname: string) => PUBLIC_PATH_PARTS.some((p) => pathname.includes(p))
