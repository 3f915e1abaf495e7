import { useTranslation } from 'react-i18next'
import { TriangleAlertIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'

/** Last resort when a screen throws while rendering: no stack trace, a way to try again. */
export function RouteErrorPage() {
  const { t } = useTranslation()
  return (
    <main
      id="main-content"
      role="alert"
      className="flex min-h-svh flex-col items-center justify-center gap-4 bg-background px-4 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
        <TriangleAlertIcon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">{t('messages.somethingWentWrong')}</h1>
      <p className="max-w-md text-muted-foreground">{t('errorPage.body')}</p>
      <Button size="lg" onClick={() => window.location.assign('/dashboard')}>
        {t('errorPage.reload')}
      </Button>
    </main>
  )
}
