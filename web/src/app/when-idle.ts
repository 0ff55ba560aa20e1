/** After the window's load event, at the browser's next idle moment (or within 3 s). */
export function whenIdleAfterLoad(work: () => void): void {
  const schedule = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(work, { timeout: 3000 })
      : setTimeout(work, 500)
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
}
