import { useWatch, type Control, type UseFormRegister, type UseFormSetValue } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useEffect } from 'react'
import {
  deuceRuleName,
  TIMED_MINUTES_RANGE,
  setTieBreakRange,
  type DecidingPointAtDeuce,
  type Sport,
} from '@courtside/domain'
import { DEUCE_RULES, RULE_BOUNDS, type CreateMatchInput, type NumericRule } from '@courtside/contracts'
import { FormField, type FieldControlProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { CheckboxRow, RadioCard } from './form-controls'
import { RulePresets } from './rule-presets'

const { min: FEWEST_SETS, max: MOST_SETS } = RULE_BOUNDS.sets_to_win
const SETS_TO_WIN = Array.from({ length: MOST_SETS - FEWEST_SETS + 1 }, (_, i) => FEWEST_SETS + i)

/**
 * The rules of a new match: a preset in one tap, then sets, games, the games-all score of the set's tie-break, its
 * points and whether it is sudden death, the deuce mode (advantage, golden, silver or star point: one exclusive choice, written to the deciding
 * point and the two older switches alike), the super tie-break and, for tennis, the final-set tie-break.
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
  const deuce: DecidingPointAtDeuce | null = rules?.deciding_point_at_deuce ?? null
  const setDeuce = (value: DecidingPointAtDeuce | null) => {
    setValue('rules.deciding_point_at_deuce', value)
    setValue('rules.golden_point', value === 1)
    setValue('rules.star_point', value === 3)
  }
  const games = Number(rules?.games_to_win_set)
  const [earliestTieBreak, latestTieBreak] = Number.isInteger(games) && games > 0 ? setTieBreakRange(games) : [1, 1]
  // A new set length moves the tie-break with it unless the coach kept it one game early (Fast4's 3–3 in a set to 4).
  const tieBreakAt = rules?.set_tie_break_at
  useEffect(() => {
    if (tieBreakAt === undefined || tieBreakAt < earliestTieBreak || tieBreakAt > latestTieBreak)
      setValue('rules.set_tie_break_at', latestTieBreak)
  }, [tieBreakAt, earliestTieBreak, latestTieBreak, setValue])

  return (
    <div className="grid gap-4" data-testid="rules-fields">
      <RulePresets
        sport={sport}
        rules={rules}
        onPick={(picked) => setValue('rules', picked, { shouldValidate: false })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
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
        <FormField label={t('matches.rules.setTieBreakAt')} error={errorAt('rules.set_tie_break_at')}>
          {(field) => (
            // Controlled: its options follow the set's length, and a preset sets it with the rest.
            <NativeSelect
              {...field}
              value={tieBreakAt ?? latestTieBreak}
              onChange={(event) => setValue('rules.set_tie_break_at', Number(event.target.value))}
            >
              {[...new Set([latestTieBreak, earliestTieBreak])].map((n) => (
                <option key={n} value={n}>
                  {t('matches.rules.gamesAll', { count: n })}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label={t('matches.rules.tieBreakPoints')} error={errorAt('rules.tie_break_points_to_win')}>
          {(field) => <RuleNumber field={field} rule="tie_break_points_to_win" register={register} />}
        </FormField>
      </div>
      <CheckboxRow
        label={t('matches.rules.tieBreakSuddenDeath')}
        description={t('matches.rules.tieBreakSuddenDeathHint')}
        {...register('rules.tie_break_sudden_death')}
      />

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('matches.rules.deuce')}</legend>
        <div className="grid gap-2 sm:grid-cols-2" data-testid="deuce-mode">
          {DEUCE_RULES.map((value) => (
            <RadioCard
              key={deuceRuleName(value)}
              name="deuce-mode"
              value={deuceRuleName(value)}
              checked={deuce === value}
              onChange={() => setDeuce(value)}
              label={t(`matches.rules.deuceModes.${deuceRuleName(value)}.label`)}
              description={t(`matches.rules.deuceModes.${deuceRuleName(value)}.description`)}
            />
          ))}
        </div>
        {(['star_point', 'deciding_point_at_deuce'] as const).map(
          (path) =>
            errorAt(`rules.${path}`) && (
              <p key={path} className="text-sm font-medium text-destructive">
                {errorAt(`rules.${path}`)}
              </p>
            ),
        )}
      </fieldset>

      <FormField
        label={t('matches.rules.timedMinutes')}
        hint={t('matches.rules.timedMinutesHint')}
        error={errorAt('rules.timed_minutes')}
      >
        {(field) => (
          <Input
            {...field}
            type="number"
            inputMode="numeric"
            min={TIMED_MINUTES_RANGE[0]}
            max={TIMED_MINUTES_RANGE[1]}
            className="w-28"
            {...register('rules.timed_minutes', {
              setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
            })}
          />
        )}
      </FormField>

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
