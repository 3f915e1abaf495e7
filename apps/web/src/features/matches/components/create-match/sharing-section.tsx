import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { organizationOptionsQueryOptions } from '../../api/match-queries'
import { fromLocalInput } from '../match-format'
import type { WizardSectionProps } from './wizard-form'
import { VisibilityFieldset } from '../visibility-fieldset'

/** The organization the match belongs to, who sees it, and the window it is shown in. */
export function SharingSection({ form, errorAt }: WizardSectionProps) {
  const { t } = useTranslation()
  const { register } = form
  const organizations = useQuery(organizationOptionsQueryOptions())
  return (
    <section className="grid gap-4" aria-labelledby="wizard-sharing">
      <h3 id="wizard-sharing" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {t('matches.wizard.sections.sharing')}
      </h3>
      <FormField
        label={t('matches.fields.organization')}
        hint={t('matches.fields.organizationHint')}
        error={errorAt('organization_id')}
      >
        {(field) => (
          <NativeSelect
            {...field}
            data-testid="organization-select"
            {...register('organization_id', {
              setValueAs: (v: unknown) => (v === '' || v === undefined || v === null ? undefined : Number(v)),
            })}
          >
            <option value="">
              {organizations.isPending ? t('common.loading') : t('matches.fields.organizationPlaceholder')}
            </option>
            {(organizations.data ?? []).map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <VisibilityFieldset field={register('visibility')} inRow />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('matches.fields.startShowing')}
          hint={t('matches.fields.startShowingHint')}
          error={errorAt('start_showing_at')}
        >
          {(field) => (
            <Input {...field} type="datetime-local" {...register('start_showing_at', { setValueAs: fromLocalInput })} />
          )}
        </FormField>
        <FormField
          label={t('matches.fields.stopShowing')}
          hint={t('matches.fields.stopShowingHint')}
          error={errorAt('stop_showing_at')}
        >
          {(field) => (
            <Input {...field} type="datetime-local" {...register('stop_showing_at', { setValueAs: fromLocalInput })} />
          )}
        </FormField>
      </div>
    </section>
  )
}
