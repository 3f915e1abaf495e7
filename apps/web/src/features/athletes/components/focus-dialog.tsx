import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FOCUS_METRICS, SHOT_GROUPS, SHOT_GROUP_METRICS, type FocusMetric, type ShotGroup } from '@courtside/domain'
import { FOCUS_NOTE_MAX_LENGTH, type Focus } from '@courtside/contracts'
import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import { DialogShell, type DialogOpenProps } from '@/components/dialog-shell'
import { FormAlert, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { errorText } from '@/lib/error-text'
import { isShareMetric } from '@courtside/contracts'
import { toast } from '@/lib/toast'
import { useSaveFocus } from '../api/focus-mutations'
import { focusBody, IMPROVES, type FocusFormValues } from '../lib/focus-form'

export interface FocusDialogProps extends DialogOpenProps {
  playerId: number
  /** Editing this focus; a new one when absent. */
  focus?: Focus
  /** Where the form starts: a blank focus, a trend figure's prefill, or the focus being edited. */
  initial: FocusFormValues
}

/** Add or edit a focus: the figure, which way is better, the target, from when, a note (docs/focuses.md). */
export function FocusDialog(props: FocusDialogProps) {
  const { t } = useTranslation()
  return (
    <DialogShell
      open={props.open}
      onOpenChange={props.onOpenChange}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg"
      title={props.focus ? t('focuses.form.editTitle') : t('focuses.form.createTitle')}
      description={t('focuses.form.description')}
      testId="focus-dialog"
    >
      {props.open && <FocusForm {...props} />}
    </DialogShell>
  )
}

function FocusForm({ playerId, focus, initial, onOpenChange }: FocusDialogProps) {
  const { t } = useTranslation()
  const [values, setValues] = useState(initial)
  const [targetError, setTargetError] = useState<string | null>(null)
  const [serverError, setServerError] = useState<string | null>(null)
  const save = useSaveFocus(playerId, focus?.id ?? null)
  const update = (patch: Partial<FocusFormValues>) => setValues((v) => ({ ...v, ...patch }))
  const grouped = SHOT_GROUP_METRICS.includes(values.metric)
  const share = isShareMetric(values.metric)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const body = focusBody(values)
    if (!body) return setTargetError(t('focuses.form.targetRequired'))
    setTargetError(null)
    try {
      await save.mutateAsync(body)
      toast.success(focus ? t('focuses.form.updated') : t('focuses.form.created'))
      onOpenChange(false)
    } catch (error) {
      setServerError(errorText(t, error, 'messages.anErrorOccurred'))
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" data-testid="focus-form">
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <FormField label={t('focuses.form.metric')}>
        {(control) => (
          <NativeSelect
            {...control}
            value={values.metric}
            onChange={(e) => {
              const metric = e.target.value as FocusMetric
              update({ metric, direction: IMPROVES[metric] })
            }}
            data-testid="focus-metric"
          >
            {FOCUS_METRICS.map((m) => (
              <option key={m} value={m}>
                {t(`focuses.metrics.${m}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {grouped && (
        <FormField label={t('focuses.form.shotGroup')} hint={t('focuses.form.optional')}>
          {(control) => (
            <NativeSelect
              {...control}
              value={values.shot_group}
              onChange={(e) => update({ shot_group: e.target.value as ShotGroup | '' })}
              data-testid="focus-shot-group"
            >
              <option value="">{t('focuses.form.allShots')}</option>
              {SHOT_GROUPS.map((g) => (
                <option key={g} value={g}>
                  {t(`shots.groups.${g}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('focuses.form.direction')}>
          {(control) => (
            <NativeSelect
              {...control}
              value={values.direction}
              onChange={(e) => update({ direction: e.target.value as 'lower' | 'higher' })}
              data-testid="focus-direction"
            >
              <option value="higher">{t('focuses.form.higher')}</option>
              <option value="lower">{t('focuses.form.lower')}</option>
            </NativeSelect>
          )}
        </FormField>
        <FormField
          label={share ? t('focuses.form.targetPercent') : t('focuses.form.target')}
          error={targetError ?? undefined}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={values.target}
              onChange={(e) => update({ target: e.target.value })}
              data-testid="focus-target"
            />
          )}
        </FormField>
      </div>
      <FormField label={t('focuses.form.startsOn')} hint={t('focuses.form.startsOnHint')}>
        {(control) => (
          <Input
            {...control}
            type="date"
            className="sm:w-56"
            value={values.starts_on}
            onChange={(e) => update({ starts_on: e.target.value })}
            data-testid="focus-starts-on"
          />
        )}
      </FormField>
      <FormField label={t('focuses.form.note')} hint={t('focuses.form.optional')}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={FOCUS_NOTE_MAX_LENGTH}
            value={values.note}
            onChange={(e) => update({ note: e.target.value })}
            data-testid="focus-note"
          />
        )}
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {t('focuses.form.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending} data-testid="focus-save">
          {save.isPending ? t('focuses.form.saving') : t('focuses.form.save')}
        </Button>
      </DialogFooter>
    </form>
  )
}
