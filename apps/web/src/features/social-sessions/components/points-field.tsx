import { useTranslation } from 'react-i18next'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { translateMessage } from '@/lib/i18n'
import { COMMON_POINTS, type EveningForm } from '../lib/evening-form'

/** Points per match: any whole number 1–99, with the totals clubs usually play one tap away. */
export function PointsField({ form }: { form: UseFormReturn<EveningForm> }) {
  const { t } = useTranslation()
  const error = form.formState.errors.points_per_match?.message
  const current = useWatch({ control: form.control, name: 'points_per_match' }).trim()
  return (
    <div className="grid gap-2">
      <FormField
        label={t('social.form.pointsPerMatch')}
        hint={t('social.form.pointsHint')}
        error={error ? translateMessage(t, error) : undefined}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={99}
            step={1}
            {...form.register('points_per_match')}
            data-testid="points-input"
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-1.5" role="group" aria-label={t('social.form.commonPoints')}>
        {COMMON_POINTS.map((points) => (
          <Button
            key={points}
            type="button"
            size="sm"
            variant={current === String(points) ? 'default' : 'outline'}
            aria-pressed={current === String(points)}
            className="min-w-11 tabular-nums"
            onClick={() => form.setValue('points_per_match', String(points), { shouldValidate: false })}
          >
            {points}
          </Button>
        ))}
      </div>
    </div>
  )
}
