import type { ReactNode } from 'react'

/** A titled group of a form's fields ("Akun", "Alamat"), two columns from the `sm` breakpoint on. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold tracking-wide text-primary-strong uppercase">
        {title}
      </legend>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}
