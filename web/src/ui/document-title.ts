import { useEffect } from 'react'

export const APP_NAME = 'MINT Dashboard'
/** Shown in the footer (docs/PRODUCT.md §1/§9). */
export const APP_VERSION = '25.01.01'

export const documentTitle = (pageTitle: string | undefined): string =>
  pageTitle ? `${pageTitle} · ${APP_NAME}` : APP_NAME

/** Sets the browser tab title to "{pageTitle} · MINT Dashboard". */
export function useDocumentTitle(pageTitle: string | undefined): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle)
  }, [pageTitle])
}
