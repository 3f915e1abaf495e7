import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core'

/** DESIGN §7: the system Chromium, with the flags that keep it off this machine's closed network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS })
}

export const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } }

/** Reduced motion by default: toasts and dialogs appear at once, so axe-core never measures a half-faded colour. */
export function newContext(
  browser: Browser,
  options: BrowserContextOptions & { baseURL: string },
): Promise<BrowserContext> {
  return browser.newContext({ locale: 'en-US', reducedMotion: 'reduce', ...options })
}
