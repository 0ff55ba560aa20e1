import { Search, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Input } from '../ui/input.tsx'
import { MAX_SEARCH_LENGTH } from './list-state.ts'

/**
 * The search box of a list: applies 300 ms after the last keystroke (or at once on Enter), and
 * follows the URL when back/forward changes the search.
 */
export function SearchBox({
  value,
  onChange,
  placeholder,
  label = 'Cari',
}: {
  value: string
  onChange: (search: string) => void
  placeholder: string
  label?: string
}) {
  const id = useId()
  const [text, setText] = useState(value)
  const applied = useRef(value)
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange

  useEffect(() => {
    if (value !== applied.current) {
      applied.current = value
      setText(value)
    }
  }, [value])

  const apply = (next: string) => {
    const trimmed = next.trim()
    if (trimmed === applied.current) return
    applied.current = trimmed
    onChangeRef.current(trimmed)
  }

  useEffect(() => {
    const timer = setTimeout(() => {
      const trimmed = text.trim()
      if (trimmed !== applied.current) {
        applied.current = trimmed
        onChangeRef.current(trimmed)
      }
    }, 300)
    return () => clearTimeout(timer)
  }, [text])

  return (
    <div className="relative w-full sm:w-72">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        value={text}
        maxLength={MAX_SEARCH_LENGTH}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault()
            apply(text)
          }
        }}
        className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          aria-label="Hapus pencarian"
          onClick={() => {
            setText('')
            apply('')
          }}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-muted-foreground hover:text-foreground focus-ring"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  )
}
