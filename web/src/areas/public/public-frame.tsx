import type { ReactNode } from 'react'

/**
 * The frame of the public pages (product pages, registration, forgot PIN/password): a small header with the
 * brand and links between the pages, the page, a footer. No sidebar, no guard, no router (each page is its own
 * document, links are page loads: docs/ARCHITECTURE.md "Bundle size").
 */
const LINKS = [
  { href: '/mint-app', label: 'Aplikasi MINT' },
  { href: '/mint-retail', label: 'MINT Retail' },
  { href: '/mitra-mint', label: 'Mitra MINT' },
] as const

export function PublicFrame({ children, current }: { children: ReactNode; current?: string }) {
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <a
        href="#isi"
        className="sr-only rounded bg-card px-3 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus-ring"
      >
        Lewati ke isi halaman
      </a>
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <a href="/mint-app" className="flex items-center gap-2 rounded font-semibold focus-ring">
            <img src="/img/favicon.svg" alt="" width={28} height={28} className="size-7" />
            MINT
          </a>
          <nav aria-label="Produk MINT">
            <ul className="flex flex-wrap items-center gap-1 text-sm">
              {LINKS.map((l) => (
                <li key={l.href}>
                  <a
                    href={l.href}
                    aria-current={current === l.href ? 'page' : undefined}
                    className="rounded px-2 py-1.5 text-foreground underline-offset-4 hover:underline focus-ring aria-[current=page]:font-semibold aria-[current=page]:text-primary-strong"
                  >
                    {l.label}
                  </a>
                </li>
              ))}
              <li>
                <a
                  href="/login"
                  className="rounded px-2 py-1.5 text-foreground underline-offset-4 hover:underline focus-ring"
                >
                  Masuk
                </a>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main id="isi" lang="id" className="flex-1">
        {children}
      </main>
      <footer className="border-t border-border bg-card">
        <div className="mx-auto flex max-w-5xl flex-wrap justify-between gap-2 px-4 py-4 text-xs text-muted-foreground">
          <p>© 2026 MINT. Layanan retail, Mybills, Mycroatm dan Topup.</p>
          <p>Versi 25.01.01</p>
        </div>
      </footer>
    </div>
  )
}

/** A narrow card holding one step of a public flow, with its heading. */
export function FlowCard({
  title,
  intro,
  children,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8">
      <div className="rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">{title}</h1>
        {intro ? <div className="mt-2 text-sm text-muted-foreground">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  )
}
