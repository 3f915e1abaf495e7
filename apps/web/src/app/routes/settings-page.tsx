import { useTranslation } from 'react-i18next'
import { LanguagePicker } from '@/components/language-picker'
import { ThemeSwitch } from '@/components/theme-switch'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { DeleteAccountCard } from '@/features/settings/components/delete-account-card'
import { EmailPreferencesCard } from '@/features/settings/components/email-preferences-card'
import { ExportCard } from '@/features/settings/components/export-card'
import { MatchDefaultsCard } from '@/features/settings/components/match-defaults-card'
import { useCurrentUser } from '@/lib/auth-session'

/**
 * /settings (ADR 0031): appearance on this device, the language (kept on the account too), the defaults of a new
 * match, e-mails, taking one's data along, and closing the account.
 */
export function SettingsPage() {
  const { t } = useTranslation()
  const user = useCurrentUser()
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
            <LanguagePicker />
          </CardContent>
        </Card>
        {/* Coach viewers only follow matches: no match defaults for them. */}
        {!user.coach_viewer && <MatchDefaultsCard />}
        <EmailPreferencesCard />
        <ExportCard />
        <DeleteAccountCard />
      </div>
    </div>
  )
}
