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

  // A stream overlay (/live/:token?overlay=1) is see-through from the first paint: a browser source must never show
  // the theme's background or the loading screen while the app loads (index.css, html[data-overlay]).
  if (/^\/live\//.test(location.pathname) && /[?&]overlay=1(&|$)/.test(location.search)) {
    document.documentElement.setAttribute('data-overlay', '')
  }

  // The page's language texts fetched beside the app's code (the build names their chunk in a meta tag; the rule
  // is detectLanguage's in src/lib/i18n.ts: Finnish for a Finnish browser, English otherwise).
  var texts = document.querySelector('meta[name="courtside-texts"]')
  if (texts) {
    var language = (navigator.language || '').toLowerCase().indexOf('fi') === 0 ? 'fi' : 'en'
    var entries = texts.getAttribute('content').split(' ')
    for (var i = 0; i < entries.length; i++) {
      if (entries[i].indexOf(language + '=') !== 0) continue
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = entries[i].slice(language.length + 1)
      document.head.appendChild(link)
    }
  }
})()
