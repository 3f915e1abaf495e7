import { useWatch, type Control, type UseFormRegister, type UseFormSetValue } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { Sport } from '@courtside/domain'
import { RULE_BOUNDS, type CreateMatchInput, type NumericRule } from '@courtside/contracts'
import { FormField, type FieldControlProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { CheckboxRow, RadioCard } from './form-controls'

type Deuce = 'advantage' | 'golden' | 'star'

const { min: FEWEST_SETS, max: MOST_SETS } = RULE_BOUNDS.sets_to_win
const SETS_TO_WIN = Array.from({ length: MOST_SETS - FEWEST_SETS + 1 }, (_, i) => FEWEST_SETS + i)

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

  return (
    <div className="grid gap-4" data-testid="rules-fields">
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={t('matches.rules.setsToWin')} error={errorAt('rules.sets_to_win')}>
          {(field) => (
            <NativeSelect {...field} {...register('rules.sets_to_win', { valueAsNumber: true })}>
              {SETS_TO_WIN.map((n) => (
                <option key={n} value={n}>
                  {t('matches.rules.bestOf', { count: n, total: n * 2 - 1 })}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label={t('matches.rules.gamesToWinSet')} error={errorAt('rules.games_to_win_set')}>
          {(field) => <RuleNumber field={field} rule="games_to_win_set" register={register} />}
        </FormField>
        <FormField label={t('matches.rules.tieBreakPoints')} error={errorAt('rules.tie_break_points_to_win')}>
          {(field) => <RuleNumber field={field} rule="tie_break_points_to_win" register={register} />}
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
        <TieBreakOption
          toggle="super_tie_break"
          points="super_tie_break_points_to_win"
          on={Boolean(rules?.super_tie_break)}
          label={t('matches.rules.superTieBreak')}
          hint={t('matches.rules.superTieBreakHint')}
          pointsLabel={t('matches.rules.superTieBreakPoints')}
          register={register}
          errorAt={errorAt}
        />
        {sport === 'tennis' && (
          <TieBreakOption
            toggle="final_set_tie_break"
            points="final_set_tie_break_points_to_win"
            on={Boolean(rules?.final_set_tie_break)}
            label={t('matches.rules.finalSetTieBreak')}
            hint={t('matches.rules.finalSetTieBreakHint')}
            pointsLabel={t('matches.rules.finalSetTieBreakPoints')}
            register={register}
            errorAt={errorAt}
          />
        )}
      </div>
    </div>
  )
}

/** A numeric rule's input, limited to the bounds the API accepts. */
function RuleNumber({
  field,
  rule,
  register,
  className,
}: {
  field: FieldControlProps
  rule: NumericRule
  register: UseFormRegister<CreateMatchInput>
  className?: string
}) {
  return (
    <Input
      {...field}
      type="number"
      inputMode="numeric"
      min={RULE_BOUNDS[rule].min}
      max={RULE_BOUNDS[rule].max}
      className={className}
      {...register(`rules.${rule}`, { valueAsNumber: true })}
    />
  )
}

/** A tie-break that can be switched on, with its points to win once it is. */
function TieBreakOption(props: {
  toggle: 'super_tie_break' | 'final_set_tie_break'
  points: 'super_tie_break_points_to_win' | 'final_set_tie_break_points_to_win'
  on: boolean
  label: string
  hint: string
  pointsLabel: string
  register: UseFormRegister<CreateMatchInput>
  errorAt: (path: string) => string | undefined
}) {
  const { register } = props
  return (
    <div className="grid gap-2">
      <CheckboxRow label={props.label} description={props.hint} {...register(`rules.${props.toggle}`)} />
      {props.on && (
        <FormField label={props.pointsLabel} error={props.errorAt(`rules.${props.points}`)} className="pl-8">
          {(field) => <RuleNumber field={field} rule={props.points} register={register} className="w-28" />}
        </FormField>
      )}
    </div>
  )
}
