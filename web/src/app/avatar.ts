/**
 * Up to two upper-case initials for a locally drawn avatar: the first letters of the first two words
 * of a name ("e2e.lockout" → "EL", "Budi Santoso" → "BS"), or its first two letters ("superadmin" → "SU").
 */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  const first = words[0]
  if (!first) return '?'
  const second = words[1]
  const letters = second ? [...first].slice(0, 1).concat([...second].slice(0, 1)) : [...first].slice(0, 2)
  return letters.join('').toLocaleUpperCase('id-ID')
}
