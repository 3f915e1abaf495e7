/**
 * Runs `task` once the page has loaded and the browser is idle (at the latest `timeoutMs` later): for downloads the
 * first paint does not need, so they do not compete with what it does (ADR 0045). Returns a cancel function.
 */
export function afterLoad(task: () => void, timeoutMs = 2000): () => void {
  let cancelled = false
  const run = () => {
    if (!cancelled) task()
  }
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: timeoutMs })
    else setTimeout(run, 0)
  }
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', whenIdle)
  }
}
