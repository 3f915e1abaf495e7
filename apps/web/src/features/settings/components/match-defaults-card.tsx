import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import {
  decidingPointOf,
  deuceFields,
  DEUCE_RULES,
  MATCH_LICENSES,
  MATCH_TYPES,
  VISIBILITIES,
  type MatchDefaults,
} from '@courtside/contracts'
import { deuceRuleName, SPORTS } from '@courtside/domain'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Skeleton } from '@/components/ui/skeleton'
import { Switch } from '@/components/ui/switch'
import { userSettingsQueryOptions } from '../api/settings-queries'
import { useUpdateSettings } from '../api/use-update-settings'
import { Spinner } from '@/components/ui/spinner'
import { LoadingBlock } from '@/components/loading-block'
import { QueryErrorView } from '@/components/query-error-view'

type Choice = 'sport' | 'match_type' | 'license' | 'visibility'
type Toggle = 'super_tie_break'

const CHOICES: { field: Choice; options: readonly string[] }[] = [
  { field: 'sport', options: SPORTS },
  { field: 'match_type', options: MATCH_TYPES },
  { field: 'license', options: MATCH_LICENSES },
  { field: 'visibility', options: VISIBILITIES },
]
const TOGGLES: Toggle[] = ['super_tie_break']

/** The defaults a new match starts from (ADR 0031): the wizard opens on them, the coach can still change each. */
export function MatchDefaultsCard() {
  const { t } = useTranslation()
  const settings = useQuery(userSettingsQueryOptions())
  return (
    <Card data-testid="match-defaults-card">
      <CardHeader>
        <CardTitle>{t('settings.matchDefaults.title')}</CardTitle>
        <CardDescription>{t('settings.matchDefaults.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.data ? (
          <DefaultsForm initial={settings.data.match_defaults} />
        ) : (
          <QueryErrorView
            query={settings}
            title={t('settings.loadFailed')}
            pending={
              <LoadingBlock className="grid gap-3">
                <Skeleton className="h-10 w-full" />
                <Skeleton className="h-10 w-full" />
              </LoadingBlock>
            }
          />
        )}
      </CardContent>
    </Card>
  )
}

function DefaultsForm({ initial }: { initial: MatchDefaults }) {
  const { t } = useTranslation()
  const id = useId()
  const [values, setValues] = useState(initial)
  const save = useUpdateSettings()
  const deuce = decidingPointOf(values)
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    save.mutate(
      { match_defaults: values },
      {
        onSuccess: () => toast.success(t('settings.saved')),
        onError: () => toast.error(t('messages.failedToUpdateSettings')),
      },
    )
  }
  return (
    <form onSubmit={submit} className="grid gap-5" data-testid="match-defaults-form">
      <div className="grid gap-4 sm:grid-cols-2">
        {CHOICES.map(({ field, options }) => (
          <div key={field} className="grid gap-2">
            <Label htmlFor={`${id}-${field}`}>{t(`settings.matchDefaults.${field}`)}</Label>
            <NativeSelect
              id={`${id}-${field}`}
              value={values[field]}
              onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
            >
              {options.map((option) => (
                <option key={option} value={option}>
                  {t(`settings.matchDefaults.options.${field}.${option}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        ))}
        <div className="grid gap-2">
          <Label htmlFor={`${id}-deuce`}>{t('settings.matchDefaults.deuce')}</Label>
          <NativeSelect
            id={`${id}-deuce`}
            aria-describedby={`${id}-deuce-hint`}
            value={deuceRuleName(deuce)}
            onChange={(e) =>
              setValues((v) => ({
                ...v,
                ...deuceFields(DEUCE_RULES.find((rule) => deuceRuleName(rule) === e.target.value) ?? null),
              }))
            }
            data-testid="default-deuce"
          >
            {DEUCE_RULES.map((rule) => (
              <option key={deuceRuleName(rule)} value={deuceRuleName(rule)}>
                {t(`settings.matchDefaults.options.deuce.${deuceRuleName(rule)}`)}
              </option>
            ))}
          </NativeSelect>
          <p id={`${id}-deuce-hint`} className="text-xs text-muted-foreground">
            {t(`settings.matchDefaults.deuceHints.${deuceRuleName(deuce)}`)}
          </p>
        </div>
      </div>
      <div className="grid gap-3">
        {TOGGLES.map((field) => (
          <div key={field} className="flex items-center justify-between gap-4">
            <span className="grid gap-0.5">
              <span id={`${id}-${field}`} className="text-sm font-medium">
                {t(`settings.matchDefaults.${field}`)}
              </span>
              <span className="text-xs text-muted-foreground">{t(`settings.matchDefaults.${field}Hint`)}</span>
            </span>
            <Switch
              aria-labelledby={`${id}-${field}`}
              checked={values[field]}
              onCheckedChange={(on) => setValues((v) => ({ ...v, [field]: on }))}
              data-testid={`default-${field}`}
            />
          </div>
        ))}
      </div>
      <Button type="submit" className="w-fit" disabled={save.isPending} data-testid="save-match-defaults">
        {save.isPending && <Spinner />}
        {t('settings.save')}
      </Button>
    </form>
  )
}
