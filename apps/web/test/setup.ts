import '@testing-library/jest-dom/vitest'
import { afterEach, vi } from 'vitest'
import { cleanup } from '@testing-library/react'

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
  localStorage.clear()
  document.cookie = 'sidebar_state=; max-age=0; path=/'
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

// Every test renders in English unless it switches language itself.
import { initI18n } from '@/lib/i18n'
initI18n('en')
