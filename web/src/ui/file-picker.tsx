import { buttonVariants } from './button.tsx'

/**
 * A file input with our own "Pilih Berkas" button and the chosen file's name: the browser's own file button speaks
 * the browser's language, so it is hidden (still the labelled, focusable control) and a button of ours names it.
 */
export function FilePicker({
  id,
  accept,
  file,
  onChange,
  ...aria
}: {
  id: string
  accept: string
  file: File | null
  onChange: (file: File | null) => void
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <input
        id={id}
        type="file"
        className="peer sr-only"
        accept={accept}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        {...aria}
      />
      <label
        htmlFor={id}
        aria-hidden="true"
        className={buttonVariants({
          variant: 'outline',
          className: 'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring',
        })}
      >
        Pilih Berkas
      </label>
      <span className="min-w-0 truncate text-sm text-muted-foreground">
        {file ? file.name : 'Belum ada berkas dipilih'}
      </span>
    </div>
  )
}
