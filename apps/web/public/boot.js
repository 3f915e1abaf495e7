// Runs before the app's modules, as a file rather than an inline script so the Content-Security-Policy can forbid
// inline scripts (ADR 0021).
;(function () {
  // Zod compiles parsers with `new Function` after probing whether eval is allowed; under our CSP (no
  // 'unsafe-eval') even the probe is reported as a violation. Zod reads this global config when it loads.
  window.__zod_globalConfig = window.__zod_globalConfig || {}
  window.__zod_globalConfig.jitless = true

  // The theme before first paint, so a dark-theme user never sees a white flash (mirrors src/lib/theme.ts).
  try {
    var p = localStorage.getItem('theme-preference')
    var dark = p === 'dark' || (p !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches)
    document.documentElement.classList.toggle('dark', dark)
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light'
    if ((navigator.language || '').toLowerCase().indexOf('fi') === 0) document.documentElement.lang = 'fi'
  } catch {
    // Storage or matchMedia unavailable: the app applies the theme itself once it runs.
  }
})()
