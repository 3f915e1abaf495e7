import { useTranslation } from 'react-i18next'
import { RULE_PRESETS, presetOf, type RulePresetId, type Sport } from '@courtside/domain'
import { fromDomainRules, toDomainRules, type MatchRulesInput } from '@courtside/contracts'
import { cn } from '@/lib/cn'

/**
 * The formats of the sport in one tap each (golden point, Fast4, a pro set…): a pick fills every rule, which stay
 * editable below. The preset the rules are exactly is shown pressed.
 */
export function RulePresets({
  sport,
  rules,
  onPick,
}: {
  sport: Sport
  rules: MatchRulesInput | undefined
  onPick(rules: ReturnType<typeof fromDomainRules>): void
}) {
  const { t } = useTranslation()
  const current = rules ? presetOf(sport, toDomainRules(rules)) : null
  const ids = (Object.keys(RULE_PRESETS) as RulePresetId[]).filter((id) => RULE_PRESETS[id].sport === sport)
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium" id="rule-presets-label">
        {t('matches.rules.presets.label')}
      </p>
      <div
        className="flex flex-wrap gap-2"
        role="group"
        aria-labelledby="rule-presets-label"
        data-testid="rule-presets"
      >
        {ids.map((id) => (
          <button
            key={id}
            type="button"
            aria-pressed={current === id}
            onClick={() => onPick(fromDomainRules(RULE_PRESETS[id].rules))}
            className={cn(
              'min-h-10 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors',
              'outline-none focus-visible:ring-3 focus-visible:ring-ring/50',
              current === id
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-input bg-background hover:bg-accent hover:text-accent-foreground',
            )}
          >
            {t(`matches.rules.presets.${id}`)}
          </button>
        ))}
      </div>
    </div>
  )
}
