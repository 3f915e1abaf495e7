import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { type Background, type Match } from '@courtside/contracts'
import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import { useUpdateMatch } from '../../api/use-match-mutations'
import { DEFAULT_GRADIENT } from '@/lib/match-background'
import { RadioCard } from '../form-controls'
import { MiniScoreboard } from '../mini-scoreboard'
import { useFailureToast } from './use-failure-toast'
import { ColorField } from './color-field'

export function BackgroundTab({ match }: { match: Match }) {
  const { t } = useTranslation()
  const update = useUpdateMatch(match.id)
  const fail = useFailureToast()
  const initialGradient =
    match.background.style === 'gradient' ? match.background : { style: 'gradient' as const, ...DEFAULT_GRADIENT }
  const [style, setStyle] = useState<Background['style']>(match.background.style)
  const [from, setFrom] = useState(initialGradient.from)
  const [to, setTo] = useState(initialGradient.to)
  const [saving, setSaving] = useState(false)
  const background: Background = style === 'gradient' ? { style, from, to } : { style: 'default' }

  const save = async () => {
    setSaving(true)
    try {
      await update.mutateAsync({ background })
      toast.success(t('matches.edit.saved'))
    } catch (error) {
      fail('backgroundUpdateFailed', error)
    } finally {
      setSaving(false)
    }
  }
  return (
    <div className="grid gap-4 pt-2" data-testid="edit-background">
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">{t('matches.edit.background.style')}</legend>
        <RadioCard
          name="background-style"
          value="default"
          checked={style === 'default'}
          onChange={() => setStyle('default')}
          label={t('matches.edit.background.default')}
          description={t('matches.edit.background.defaultHint')}
        />
        <RadioCard
          name="background-style"
          value="gradient"
          checked={style === 'gradient'}
          onChange={() => setStyle('gradient')}
          label={t('matches.edit.background.gradient')}
          description={t('matches.edit.background.gradientHint')}
        />
      </fieldset>
      {style === 'gradient' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <ColorField
            label={t('matches.edit.background.from')}
            value={from}
            onChange={setFrom}
            testId="gradient-from"
          />
          <ColorField label={t('matches.edit.background.to')} value={to} onChange={setTo} testId="gradient-to" />
        </div>
      )}
      <div className="grid gap-1.5">
        <p className="text-sm font-medium">{t('matches.edit.background.preview')}</p>
        <MiniScoreboard match={match} background={background} showServer={match.show_server_indicator} />
      </div>
      <DialogFooter>
        <Button onClick={() => void save()} disabled={saving} data-testid="save-background">
          {t('matches.edit.save')}
        </Button>
      </DialogFooter>
    </div>
  )
}
