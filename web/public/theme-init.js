// Applies the stored theme before the first paint (no flash of the wrong theme). A separate file, not an
// inline script, so a strict Content-Security-Policy (script-src 'self') still allows it.
;(() => {
  let pref = 'system'
  try {
    const stored = window.localStorage.getItem('theme')
    if (stored === 'light' || stored === 'dark' || stored === 'system') pref = stored
  } catch {}
  const dark =
    pref === 'dark' || (pref === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches)
  const root = document.documentElement
  if (dark) root.classList.add('dark')
  root.style.colorScheme = dark ? 'dark' : 'light'
})()
