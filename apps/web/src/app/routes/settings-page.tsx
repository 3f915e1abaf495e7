import { useTranslation } from 'react-i18next'
import { LanguagesIcon } from 'lucide-react'
import { ThemeSwitch } from '@/components/theme-switch'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

export function SettingsPage() {
  const { t, i18n } = useTranslation()
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('settings.title')}</h1>
        <p className="text-muted-foreground">{t('settings.subtitle')}</p>
      </header>
      <div className="grid max-w-2xl gap-6">
        <Card>
          <CardHeader>
            <CardTitle>{t('settings.appearance.title')}</CardTitle>
            <CardDescription>{t('settings.appearance.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ThemeSwitch showLabels className="max-w-md" />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('settings.language.title')}</CardTitle>
            <CardDescription>{t('settings.language.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            <p className="flex items-center gap-2 text-sm">
              <LanguagesIcon className="size-4 text-muted-foreground" aria-hidden="true" />
              {t('settings.language.current', {
                language: t(`settings.language.names.${i18n.language === 'fi' ? 'fi' : 'en'}`),
              })}
            </p>
          </CardContent>
        </Card>
      </div>
    </div>
  )
}
