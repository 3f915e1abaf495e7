import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router'
import { CourtsideMark } from '@/components/courtside-logo'
import { Separator } from '@/components/ui/separator'
import { AccountLanguage } from '@/hooks/use-account-language'
import { useRouteTitleKey } from '@/hooks/use-route-title-key'
import { SidebarInset, SidebarProvider, SidebarTrigger } from '@/components/ui/sidebar'
import { LiveUpdates } from '../live/live-updates'
import { OfflineCacheGate } from '../live/offline-cache-gate'
import { OutboxSync } from '../live/outbox-sync'
import { AppSidebar } from './app-sidebar'

/** Signed-in screens: the sidebar, a top bar with its trigger and the page name, and the page itself. */
export function SidebarLayout() {
  const { t } = useTranslation()
  const titleKey = useRouteTitleKey()

  return (
    <OfflineCacheGate>
      <SidebarProvider>
        <LiveUpdates />
        <OutboxSync />
        {/* Signed in: the account's language (a lazy layout, so not on the guest's first download). */}
        <AccountLanguage />
        <AppSidebar />
        <SidebarInset>
          <header className="sticky top-0 z-10 flex h-14 shrink-0 items-center gap-2 border-b border-border bg-background/85 px-2 backdrop-blur supports-[backdrop-filter]:bg-background/70 sm:px-4">
            <SidebarTrigger label={t('nav.toggleSidebar')} data-testid="sidebar-trigger" />
            <Separator orientation="vertical" className="mr-1 h-5!" />
            <CourtsideMark className="size-6 md:hidden" />
            {titleKey && <p className="truncate text-sm font-medium text-muted-foreground">{t(titleKey)}</p>}
            <kbd
              className="ml-auto hidden rounded border border-border bg-muted px-1.5 py-0.5 font-mono text-[11px] text-muted-foreground lg:inline"
              title={t('nav.shortcutHint')}
            >
              Ctrl / ⌘ + B
            </kbd>
          </header>
          <main
            id="main-content"
            tabIndex={-1}
            className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8"
          >
            <Outlet />
          </main>
        </SidebarInset>
      </SidebarProvider>
    </OfflineCacheGate>
  )
}
