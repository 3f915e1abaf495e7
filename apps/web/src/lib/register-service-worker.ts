import { registerSW } from 'virtual:pwa-register'
import { offerUpdate } from './app-update'

/**
 * Registers the Workbox service worker of the build (vite-plugin-pwa, ADR 0038). A new version is not taken on its
 * own: it is offered (lib/app-update) and taken when the coach says so.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => offerUpdate(() => update(true)),
  })
}
