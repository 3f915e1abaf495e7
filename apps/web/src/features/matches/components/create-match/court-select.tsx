import { useEffect } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import { FormField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/native-select'
import { courtListQueryOptions } from '@/lib/queries/court-queries'
import type { WizardSectionProps } from './wizard-form'

/**
 * The court the match is played on: one of the chosen organization's courts, or none (optional). A court that is not
 * the organization's (the organization was changed) is cleared once its courts are known.
 */
export function CourtSelect({ form, errorAt }: WizardSectionProps) {
  const { t } = useTranslation()
  const { register, control, getValues, setValue } = form
  const organizationId = useWatch({ control, name: 'organization_id' }) as number | undefined
  const courtId = useWatch({ control, name: 'court_id' })
  const courts = useQuery({ ...courtListQueryOptions(organizationId ?? 0), enabled: Boolean(organizationId) })

  useEffect(() => {
    const current = getValues('court_id')
    if (!current || !courts.data) return
    if (!courts.data.some((court) => court.id === current)) setValue('court_id', null)
  }, [courts.data, getValues, setValue])

  const list = organizationId ? (courts.data ?? []) : []
  return (
    <FormField label={t('clubCourts.wizard.court')} hint={t('clubCourts.wizard.courtHint')} error={errorAt('court_id')}>
      {(field) => (
        <NativeSelect
          {...field}
          data-testid="court-select"
          disabled={!organizationId || list.length === 0}
          // The select shows the form's value even before the courts arrive, so a QR start keeps its court.
          value={courtId ?? ''}
          {...register('court_id', {
            setValueAs: (v: unknown) => (v === '' || v === undefined || v === null ? null : Number(v)),
          })}
        >
          <option value="">{courts.isLoading ? t('common.loading') : t('clubCourts.wizard.noCourt')}</option>
          {list.map((court) => (
            <option key={court.id} value={court.id}>
              {court.name}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  )
}
