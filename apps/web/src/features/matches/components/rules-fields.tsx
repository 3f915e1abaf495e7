import { useWatch, type Control, type UseFormRegister, type UseFormSetValue } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { Sport } from '@courtside/domain'
import type { CreateMatchInput } from '@courtside/contracts'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { CheckboxRow, RadioCard } from './form-controls'

type Deuce = 'advantage' | 'golden' | 'star'

/**
 * The rules of a new match: sets, games, tie-break points, the deuce mode (advantage, golden point or star point:
 * one exclusive choice), the super tie-break and, for tennis, the final-set tie-break.
 */
export function RulesFields({
  control,
  register,
  setValue,
  sport,
  errorAt,
}: {
  control: Control<CreateMatchInput>
  register: UseFormRegister<CreateMatchInput>
  setValue: UseFormSetValue<CreateMatchInput>
  sport: Sport
  errorAt: (path: string) => string | undefined
}) {
  const { t } = useTranslation()
  const rules = useWatch({ control, name: 'rules' })
  const deuce: Deuce = rules?.star_point ? 'star' : rules?.golden_point ? 'golden' : 'advantage'
  const setDeuce = (value: Deuce) => {
    setValue('rules.golden_point', value === 'golden')
    setValue('rules.star_point', value === 'star')
  }
  const number = { valueAsNumber: true } as const

  return (
    <div className="grid gap-4" data-testid="rules-fields">
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={t('matches.rules.setsToWin')} error={errorAt('rules.sets_to_win')}>
          {(field) => (
            <NativeSelect {...field} {...register('rules.sets_to_win', number)}>
              {[1, 2, 3].map((n) => (
                <option key={n} value={n}>
                  {t('matches.rules.bestOf', { count: n, total: n * 2 - 1 })}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label={t('matches.rules.gamesToWinSet')} error={errorAt('rules.games_to_win_set')}>
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="numeric"
              min={1}
              max={9}
              {...register('rules.games_to_win_set', number)}
            />
          )}
        </FormField>
        <FormField label={t('matches.rules.tieBreakPoints')} error={errorAt('rules.tie_break_points_to_win')}>
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="numeric"
              min={3}
              max={15}
              {...register('rules.tie_break_points_to_win', number)}
            />
          )}
        </FormField>
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('matches.rules.deuce')}</legend>
        <div className="grid gap-2 sm:grid-cols-3" data-testid="deuce-mode">
          {(['advantage', 'golden', 'star'] as const).map((value) => (
            <RadioCard
              key={value}
              name="deuce-mode"
              value={value}
              checked={deuce === value}
              onChange={() => setDeuce(value)}
              label={t(`matches.rules.deuceModes.${value}.label`)}
              description={t(`matches.rules.deuceModes.${value}.description`)}
            />
          ))}
        </div>
        {errorAt('rules.star_point') && (
          <p className="text-sm font-medium text-destructive">{errorAt('rules.star_point')}</p>
        )}
      </fieldset>

      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-2">
          <CheckboxRow
            label={t('matches.rules.superTieBreak')}
            description={t('matches.rules.superTieBreakHint')}
            {...register('rules.super_tie_break')}
          />
          {rules?.super_tie_break && (
            <FormField
              label={t('matches.rules.superTieBreakPoints')}
              error={errorAt('rules.super_tie_break_points_to_win')}
              className="pl-8"
            >
              {(field) => (
                <Input
                  {...field}
                  type="number"
                  inputMode="numeric"
                  min={5}
                  max={21}
                  className="w-28"
                  {...register('rules.super_tie_break_points_to_win', number)}
                />
              )}
            </FormField>
          )}
        </div>
        {sport === 'tennis' && (
          <div className="grid gap-2">
            <CheckboxRow
              label={t('matches.rules.finalSetTieBreak')}
              description={t('matches.rules.finalSetTieBreakHint')}
              {...register('rules.final_set_tie_break')}
            />
            {rules?.final_set_tie_break && (
              <FormField
                label={t('matches.rules.finalSetTieBreakPoints')}
                error={errorAt('rules.final_set_tie_break_points_to_win')}
                className="pl-8"
              >
                {(field) => (
                  <Input
                    {...field}
                    type="number"
                    inputMode="numeric"
                    min={3}
                    max={21}
                    className="w-28"
                    {...register('rules.final_set_tie_break_points_to_win', number)}
                  />
                )}
              </FormField>
            )}
          </div>
        )}
      </div>
    </div>
  )
}
