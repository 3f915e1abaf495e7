import '@testing-library/jest-dom/vitest'
import { afterEach, vi } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { toast } from 'sonner'

// Screens are lazy routes (ADR 0044): the first test of a file to open one waits for Vite to transform its module
// graph on demand, which on a loaded 2-core machine takes longer than findBy's default second (several on CI's).
configure({ asyncUtilTimeout: 10_000 })

// jsdom lacks matchMedia, which the theme and the sidebar's mobile breakpoint read.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  })
}

// jsdom does not scroll; react-router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => {}

// Radix primitives measure elements and observe resizes.
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  ;(window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub
}

afterEach(() => {
  cleanup()
  // sonner keeps its toasts in module state and replays them to the next Toaster: each test starts with none.
  toast.dismiss()
  localStorage.clear()
  document.cookie = 'sidebar_state=; max-age=0; path=/'
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

// Every test renders in English unless it switches language itself.
import { setI18n } from 'react-i18next'
import { i18n, initI18n } from '@/lib/i18n'
import en from '@/locales/en.json'
import fi from '@/locales/fi.json'
import legalEn from '@/locales/legal.en.json'
import legalFi from '@/locales/legal.fi.json'
initI18n('en', { en, fi })
i18n.addResourceBundle('en', 'legal', legalEn)
i18n.addResourceBundle('fi', 'legal', legalFi)

// The web project's files share one page and module graph (vitest.config.ts): what a file may leave behind there is
// put back before the next file starts. A test's own i18next instance (legal pages) registers itself with
// react-i18next, and a closed Radix dialog can leave the body locked.
setI18n(i18n)
void i18n.changeLanguage('en')
document.documentElement.lang = 'en'
document.documentElement.className = ''
document.documentElement.removeAttribute('style')
document.body.innerHTML = ''
for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name)
document.title = ''
sessionStorage.clear()
vi.useRealTimers()
