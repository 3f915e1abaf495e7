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
  } catch {
    // Storage or matchMedia unavailable: the app applies the theme itself once it runs.
  }

  // A stream overlay (/live/:token?overlay=1) is see-through from the first paint: a browser source must never show
  // the theme's background or the loading screen while the app loads (index.css, html[data-overlay]).
  if (/^\/live\//.test(location.pathname) && /[?&]overlay=1(&|$)/.test(location.search)) {
    document.documentElement.setAttribute('data-overlay', '')
  }

  // The page's language, by detectLanguage's rule in src/lib/i18n.ts (docs/decisions/0070-chosen-language.md): the
  // one chosen on this device, else the browser's first we speak, else English.
  var spoken = ['en', 'fi', 'es', 'sv']
  var language = 'en'
  try {
    var chosen = localStorage.getItem('courtside.language')
    if (spoken.indexOf(chosen) >= 0) language = chosen
    else {
      var wanted = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || '']
      for (var w = 0; w < wanted.length; w++) {
        var tag = String(wanted[w]).toLowerCase().split('-')[0]
        if (spoken.indexOf(tag) >= 0) {
          language = tag
          break
        }
      }
    }
  } catch {
    // Storage unavailable: English until the app decides.
  }
  document.documentElement.lang = language

  // The install manifest in the page's language (the build writes one per language).
  var manifest = document.querySelector('link[rel="manifest"]')
  if (manifest && language !== 'en') manifest.setAttribute('href', '/manifest.' + language + '.webmanifest')

  // The page's language texts fetched beside the app's code (the build names their chunk in a meta tag).
  var texts = document.querySelector('meta[name="courtside-texts"]')
  if (texts) {
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
