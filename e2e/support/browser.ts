import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core'

/** ADR 0001: the system Chromium, with the flags that keep it off this machine's closed network. */
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

/** `extraArgs` for a test's own needs, e.g. `--ignore-certificate-errors` for a local host's self-signed certificate. */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...extraArgs],
  })
}

export const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } }

/** One look a screen is checked in: a device, a theme and a language. */
export interface ScreenPass {
  device: BrowserContextOptions
  width: number
  colorScheme: 'light' | 'dark'
  lang: 'en' | 'fi'
}

/** Both themes and both languages, each on a phone and a desktop, in four passes. */
export const SCREEN_PASSES: readonly ScreenPass[] = [
  { device: DESKTOP, width: 1280, colorScheme: 'light', lang: 'en' },
  { device: DESKTOP, width: 1280, colorScheme: 'dark', lang: 'fi' },
  { device: PHONE, width: 375, colorScheme: 'light', lang: 'fi' },
  { device: PHONE, width: 375, colorScheme: 'dark', lang: 'en' },
]

/** "375-dark-en": names a pass in screenshots and axe messages. */
export const passTag = (pass: ScreenPass): string => `${pass.width}-${pass.colorScheme}-${pass.lang}`

/** The context options of a pass. */
export function passOptions(pass: ScreenPass, baseURL: string): BrowserContextOptions & { baseURL: string } {
  return { ...pass.device, baseURL, colorScheme: pass.colorScheme, locale: pass.lang === 'fi' ? 'fi-FI' : 'en-US' }
}

/**
 * Reduced motion by default: toasts and dialogs appear at once, so axe-core never measures a half-faded colour. The
 * service worker is blocked unless a test asks for it (the offline e2e): a page it controls would be served from its
 * precache, out of reach of page.route.
 */
export function newContext(
  browser: Browser,
  options: BrowserContextOptions & { baseURL: string },
): Promise<BrowserContext> {
  return browser.newContext({ locale: 'en-US', reducedMotion: 'reduce', serviceWorkers: 'block', ...options })
}

/** The context's pages start signed in with the given token (stored as the app stores it). */
export async function storeToken(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript((t) => localStorage.setItem('courtside.token', t), token)
}

/** Switches the page's colour scheme and waits until the app follows it and nothing is still fading. */
export async function colorScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme })
  await page.waitForFunction((dark) => document.documentElement.classList.contains('dark') === dark, scheme === 'dark')
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
}
