import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { RefreshCwIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { subscribeAppUpdate, takeUpdate, updateReady } from '@/lib/app-update'

/** "A new version of Courtside is ready", shown only while nobody is recording (lib/app-update). */
export function AppUpdatePrompt() {
  const { t } = useTranslation()
  const ready = useSyncExternalStore(subscribeAppUpdate, updateReady, () => false)
  if (!ready) return null
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-center gap-3 rounded-xl border border-border bg-popover px-4 py-3 text-sm text-popover-foreground shadow-lg"
      data-testid="app-update"
    >
      <span className="flex-1">{t('appUpdate.ready')}</span>
      <Button size="sm" onClick={() => void takeUpdate()}>
        <RefreshCwIcon aria-hidden="true" />
        {t('appUpdate.reload')}
      </Button>
    </div>
  )
}
