import { useTranslation } from 'react-i18next'
import { CourtsideMark } from './courtside-logo'

/** Shown while the session is checked, so a signed-in coach never sees the login page flash. */
export function LoadingScreen() {
  const { t } = useTranslation()
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="loading-screen"
      className="flex min-h-svh flex-col items-center justify-center gap-4 bg-background"
    >
      <CourtsideMark className="size-12 animate-pulse motion-reduce:animate-none" />
      <p className="text-sm text-muted-foreground">{t('common.loadingSession')}</p>
    </div>
  )
}
