import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import type { EmailPreferences } from '@courtside/contracts'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { Switch } from '@/components/ui/switch'
import { userSettingsQueryOptions } from '../api/settings-queries'
import { useUpdateSettings } from '../api/use-update-settings'

const KINDS: (keyof EmailPreferences)[] = ['organization_updates', 'billing_updates']

/** Which e-mails the coach receives; each switch saves at once. Security mail has no switch (ADR 0031). */
export function EmailPreferencesCard() {
  const { t } = useTranslation()
  const id = useId()
  const settings = useQuery(userSettingsQueryOptions())
  const save = useUpdateSettings()
  const prefs = save.isPending ? save.variables.email_preferences : settings.data?.email_preferences
  const change = (kind: keyof EmailPreferences, on: boolean) => {
    if (!prefs) return
    save.mutate(
      { email_preferences: { ...prefs, [kind]: on } },
      { onError: () => toast.error(t('messages.failedToUpdateSettings')) },
    )
  }
  return (
    <Card data-testid="email-preferences-card">
      <CardHeader>
        <CardTitle>{t('settings.emails.title')}</CardTitle>
        <CardDescription>{t('settings.emails.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {prefs
          ? KINDS.map((kind) => (
              <div key={kind} className="flex items-center justify-between gap-4">
                <span className="grid gap-0.5">
                  <span id={`${id}-${kind}`} className="text-sm font-medium">
                    {t(`settings.emails.${kind}`)}
                  </span>
                  <span className="text-xs text-muted-foreground">{t(`settings.emails.${kind}Hint`)}</span>
                </span>
                <Switch
                  aria-labelledby={`${id}-${kind}`}
                  checked={prefs[kind]}
                  onCheckedChange={(on) => change(kind, on)}
                  disabled={save.isPending}
                  data-testid={`email-${kind}`}
                />
              </div>
            ))
          : !settings.isError && <Skeleton className="h-16 w-full" />}
        <p className="text-xs text-muted-foreground">{t('settings.emails.always')}</p>
      </CardContent>
    </Card>
  )
}
