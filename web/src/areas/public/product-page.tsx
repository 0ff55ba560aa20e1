import { PublicFrame } from './public-frame.tsx'

/**
 * The product pages (/mitra-mint, /mint-app, /mint-retail; issue 19 item 4): plain, fast, accessible pages in
 * Indonesian that describe a product and lead into registration. Static content: no call, no schema, no icon
 * library, so each page is a few kilobytes beyond React.
 */
export interface Product {
  path: string
  name: string
  tagline: string
  intro: string
  features: readonly { title: string; text: string }[]
  steps: readonly string[]
  cta: { label: string; href: string }
  /** A second way in (e.g. forgot PIN for existing users). */
  secondary?: readonly { label: string; href: string }[]
}

export function ProductPage({ product }: { product: Product }) {
  const { cta } = product
  return (
    <PublicFrame current={product.path}>
      <section className="bg-[#eaf5f6] text-[#2b2b2c]" aria-labelledby="judul">
        <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-[#2f6f73] uppercase">{product.name}</p>
          <h1 id="judul" className="max-w-3xl text-3xl font-bold sm:text-4xl">
            {product.tagline}
          </h1>
          <p className="max-w-2xl text-base">{product.intro}</p>
          <div className="flex flex-wrap gap-3 pt-2">
            <a
              href={cta.href}
              className="inline-flex h-11 items-center rounded-md bg-[#2f6f73] px-5 font-medium text-white hover:bg-[#275e61] focus-ring"
            >
              {cta.label}
            </a>
            {(product.secondary ?? []).map((s) => (
              <a
                key={s.href}
                href={s.href}
                className="inline-flex h-11 items-center rounded-md border border-[#2f6f73] bg-white px-5 font-medium text-[#2f6f73] hover:bg-[#f4fafa] focus-ring"
              >
                {s.label}
              </a>
            ))}
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-5xl px-4 py-10" aria-labelledby="keunggulan">
        <h2 id="keunggulan" className="text-2xl font-bold">
          Keunggulan {product.name}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {product.features.map((f) => (
            <li key={f.title} className="rounded-lg border border-border bg-card p-4">
              <h3 className="font-semibold">{f.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{f.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="mx-auto max-w-5xl px-4 pb-12" aria-labelledby="cara">
        <h2 id="cara" className="text-2xl font-bold">
          Cara bergabung
        </h2>
        <ol className="mt-4 list-decimal space-y-2 pl-6">
          {product.steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        <a
          href={cta.href}
          className="mt-6 inline-flex h-11 items-center rounded-md bg-[#2f6f73] px-5 font-medium text-white hover:bg-[#275e61] focus-ring"
        >
          {cta.label}
        </a>
      </section>
    </PublicFrame>
  )
}
