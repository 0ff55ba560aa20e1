import { type ClassValue, clsx } from 'clsx'

/**
 * How conflicting Tailwind classes are resolved. The signed-in app installs tailwind-merge before it draws
 * anything (web/src/app/class-merge.ts, imported first by main.tsx), so there a later class wins over an
 * earlier conflicting one. The public pages' document (docs/ARCHITECTURE.md "Bundle size") does not load
 * it (7 KB gzip): there `cn` only joins, so the public pages never pass a class that conflicts with a
 * component's own (a label of another weight is written out, not overridden).
 */
let merge: (classes: string) => string = (classes) => classes

export function installClassMerge(fn: (classes: string) => string): void {
  merge = fn
}

/** Joins class names; in the signed-in app a later Tailwind class wins over an earlier conflicting one. */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs))
}
