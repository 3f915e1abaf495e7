import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { defaultRules, type Sport } from '@courtside/domain'
import { fromDomainRules } from '@courtside/contracts'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group'
import { CourtSelect } from './court-select'
import type { WizardSectionProps } from './wizard-form'

/** Title, description, sport (which resets the rules to the sport's), singles or doubles, and the court. */
export function DetailsSection({
  form,
  errorAt,
  onMatchTypeChange,
}: WizardSectionProps & { onMatchTypeChange(next: 'singles' | 'doubles'): void }) {
  const { t } = useTranslation()
  const { register, control, setValue } = form
  const sport = useWatch({ control, name: 'sport' }) as Sport
  const matchType = useWatch({ control, name: 'match_type' })
  const changeSport = (next: Sport) => {
    setValue('sport', next)
    setValue('rules', fromDomainRules(defaultRules(next)), { shouldValidate: false })
  }
  return (
    <section className="grid gap-4" aria-labelledby="wizard-details">
      <h3 id="wizard-details" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {t('matches.wizard.sections.details')}
      </h3>
      <FormField label={t('matches.fields.title')} error={errorAt('title')}>
        {(field) => (
          <Input {...field} autoFocus placeholder={t('matches.fields.titlePlaceholder')} {...register('title')} />
        )}
      </FormField>
      <FormField
        label={t('matches.fields.description')}
        hint={t('matches.fields.optional')}
        error={errorAt('description')}
      >
        {(field) => <Textarea {...field} rows={2} {...register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <span className="text-sm font-medium" id="sport-label">
            {t('matches.fields.sport')}
          </span>
          <ToggleGroup
            type="single"
            value={sport}
            onValueChange={(v) => v && changeSport(v as Sport)}
            aria-labelledby="sport-label"
            className="w-full"
            data-testid="sport-toggle"
          >
            <ToggleGroupItem value="padel" className="flex-1">
              {t('matches.sport.padel')}
            </ToggleGroupItem>
            <ToggleGroupItem value="tennis" className="flex-1">
              {t('matches.sport.tennis')}
            </ToggleGroupItem>
          </ToggleGroup>
        </div>
        <div className="grid gap-2">
          <span className="text-sm font-medium" id="match-type-label">
            {t('matches.fields.matchType')}
          </span>
          <ToggleGroup
            type="single"
            value={matchType ?? 'doubles'}
            onValueChange={(v) => v && onMatchTypeChange(v as 'singles' | 'doubles')}
            aria-labelledby="match-type-label"
            className="w-full"
            data-testid="match-type-toggle"
          >
            <ToggleGroupItem value="singles" className="flex-1">
              {t('matches.matchType.singles')}
            </ToggleGroupItem>
            <ToggleGroupItem value="doubles" className="flex-1">
              {t('matches.matchType.doubles')}
            </ToggleGroupItem>
          </ToggleGroup>
        </div>
      </div>
      <CourtSelect form={form} errorAt={errorAt} />
    </section>
  )
}
