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
import { i18n, initI18n } from '@/lib/i18n'
import en from '@/locales/en.json'
import fi from '@/locales/fi.json'
import legalEn from '@/locales/legal.en.json'
import legalFi from '@/locales/legal.fi.json'
initI18n('en', { en, fi })
i18n.addResourceBundle('en', 'legal', legalEn)
i18n.addResourceBundle('fi', 'legal', legalFi)
