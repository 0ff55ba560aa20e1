import type { ReactNode } from 'react'

/**
 * The 720x350 login card of docs/PRODUCT.md §2 (full width on phones): the logo panel on the left is hidden
 * below 768 px, the form on the right.
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main lang="id" className="flex min-h-dvh items-center justify-center bg-background p-4">
      <div className="flex min-h-[350px] w-[720px] max-w-full overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-lg">
        <div className="hidden w-[45%] shrink-0 flex-col items-center justify-center gap-4 bg-[#eaf5f6] p-8 md:flex">
          <img
            src="/img/logo.svg"
            alt="MINT Dashboard"
            width={240}
            height={64}
            className="h-auto w-full max-w-60"
          />
          <p className="text-center text-xs text-[#3f4041]">Powered by MINT Partner</p>
        </div>
        <div className="flex min-w-0 flex-1 flex-col justify-center gap-4 p-6 sm:p-8">
          <div className="flex items-center gap-2 md:hidden">
            <img src="/img/favicon.svg" alt="" width={28} height={28} className="size-7" />
            <span className="font-semibold">MINT Dashboard</span>
          </div>
          <h1 className="text-2xl font-bold tracking-wide text-foreground">{title}</h1>
          {children}
        </div>
      </div>
    </main>
  )
}
