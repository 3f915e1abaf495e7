// Runs before the app's modules, as a file so the CSP can forbid inline scripts (ADR 0021). Every byte here is on
// the guest's first download (ADR 0042): keep it short.
;(function () {
  var root = document.documentElement
  // Zod probes `new Function` unless told not to, and our CSP (no 'unsafe-eval') reports even the probe.
  window.__zod_globalConfig = window.__zod_globalConfig || {}
  window.__zod_globalConfig.jitless = true

  // The theme before first paint, so dark never flashes white (src/lib/theme.ts); the app applies it if this fails.
  try {
    var p = localStorage.getItem('theme-preference')
    var dark = p === 'dark' || (p !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches)
    root.classList.toggle('dark', dark)
    root.style.colorScheme = dark ? 'dark' : 'light'
  } catch {
    // No storage or matchMedia: the app applies the theme.
  }

  // A stream overlay (/live/:token?overlay=1) is see-through from the first paint (index.css, html[data-overlay]).
  if (/^\/live\//.test(location.pathname) && /[?&]overlay=1(&|$)/.test(location.search)) {
    root.setAttribute('data-overlay', '')
  }

  // The page's language, by detectLanguage's rule (src/lib/i18n.ts): the device's choice, else the browser's first
  // we speak, else English.
  var spoken = ['en', 'fi', 'es', 'sv']
  var language = 'en'
  try {
    var wanted = [localStorage.getItem('courtside.language')].concat(navigator.languages || [navigator.language])
    for (var w = 0; w < wanted.length; w++) {
      var tag = String(wanted[w]).toLowerCase().split('-')[0]
      if (spoken.indexOf(tag) >= 0) {
        language = tag
        break
      }
    }
  } catch {
    // No storage: English until the app decides.
  }
  root.lang = language

  // The install manifest in that language (the build writes one per language).
  var manifest = document.querySelector('link[rel="manifest"]')
  if (manifest && language !== 'en') manifest.setAttribute('href', '/manifest.' + language + '.webmanifest')

  // Its texts fetched beside the app's code (the build names each language's chunk in a meta tag).
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
