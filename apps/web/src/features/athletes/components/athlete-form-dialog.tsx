import { useEffect } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { toast } from '@/lib/toast'
import { playerInputSchema, type Player, type PlayerInput } from '@courtside/contracts'
import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import { DialogShell, type DialogOpenProps } from '@/components/dialog-shell'
import { FieldError, FormAlert, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { errorText } from '@/lib/error-text'
import { applyServerFieldErrors } from '@/lib/server-field-errors'
import { translateMessage } from '@/lib/i18n'
import { useCreateAthlete, useUpdateAthlete, type AthleteValues } from '../api/use-save-athlete'
import { formatDate, todayIsoDate } from './format-date'

const FIELDS = [
  'first_name',
  'last_name',
  'display_name',
  'email',
  'can_save_games',
  'is_coached',
  'coaching_start_date',
] as const

function defaultsOf(player: Player | undefined, initialName: string | undefined): PlayerInput {
  if (player) {
    return {
      first_name: player.first_name,
      last_name: player.last_name,
      display_name: player.display_name ?? '',
      email: player.email ?? '',
      can_save_games: player.can_save_games,
      is_coached: player.is_coached,
      coaching_start_date: player.coaching_start_date,
    }
  }
  const [first = '', ...rest] = (initialName ?? '').trim().split(/\s+/)
  return {
    first_name: first,
    last_name: rest.join(' '),
    display_name: '',
    email: '',
    can_save_games: false,
    is_coached: false,
    coaching_start_date: null,
  }
}

export interface AthleteFormDialogProps extends DialogOpenProps {
  /** Editing this athlete; creating a new one when absent. */
  player?: Player
  /** A name typed elsewhere (the match wizard's player picker) to start from. */
  initialName?: string
  onSaved?: (player: Player) => void
}

/** The create-athlete modal (also edits): names, email, consent with its date, coaching. */
export function AthleteFormDialog(props: AthleteFormDialogProps) {
  const { t } = useTranslation()
  return (
    <DialogShell
      open={props.open}
      onOpenChange={props.onOpenChange}
      closeLabel={t('athletes.form.close')}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl"
      title={props.player ? t('athletes.form.editTitle') : t('athletes.form.createTitle')}
      description={t('athletes.form.description')}
    >
      {props.open && <AthleteForm {...props} />}
    </DialogShell>
  )
}

function AthleteForm({ player, initialName, onOpenChange, onSaved }: AthleteFormDialogProps) {
  const { t, i18n } = useTranslation()
  const create = useCreateAthlete()
  const update = useUpdateAthlete(player?.id ?? 0)
  const mutation = player ? update : create
  const form = useForm<PlayerInput, unknown, AthleteValues>({
    resolver: zodResolver(playerInputSchema),
    defaultValues: defaultsOf(player, initialName),
  })
  const { register, handleSubmit, setError, setValue, control, formState } = form
  const { errors, isSubmitting } = formState
  const canSaveGames = useWatch({ control, name: 'can_save_games' })
  const isCoached = useWatch({ control, name: 'is_coached' })
  const consentLocked = Boolean(player?.can_save_games)

  // Coaching starts today unless the coach says otherwise.
  useEffect(() => {
    if (isCoached && !form.getValues('coaching_start_date')) setValue('coaching_start_date', todayIsoDate())
  }, [isCoached, form, setValue])

  const message = (text: string | undefined) => (text ? translateMessage(t, text) : undefined)

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await mutation.mutateAsync(values)
      toast.success(
        player
          ? t('athletes.form.updated')
          : t('athletes.form.created', {
              name: saved.display_name || [saved.first_name, saved.last_name].filter(Boolean).join(' '),
            }),
      )
      onSaved?.(saved)
      onOpenChange(false)
    } catch (error) {
      if (applyServerFieldErrors(error, setError, FIELDS)) return
      setError('root', { type: 'server', message: errorText(t, error, 'messages.anErrorOccurred') })
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" data-testid="athlete-form">
      {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('athletes.fields.firstName')} error={message(errors.first_name?.message)}>
          {(control) => <Input {...control} autoComplete="off" autoFocus {...register('first_name')} />}
        </FormField>
        <FormField label={t('athletes.fields.lastName')} error={message(errors.last_name?.message)}>
          {(control) => <Input {...control} autoComplete="off" {...register('last_name')} />}
        </FormField>
      </div>
      <FormField
        label={t('athletes.fields.displayName')}
        hint={t('athletes.fields.displayNameHint')}
        error={message(errors.display_name?.message)}
      >
        {(control) => <Input {...control} autoComplete="off" {...register('display_name')} />}
      </FormField>
      <FormField
        label={t('athletes.fields.email')}
        hint={t('athletes.fields.optional')}
        error={message(errors.email?.message)}
      >
        {(control) => <Input {...control} type="email" inputMode="email" autoComplete="off" {...register('email')} />}
      </FormField>

      <fieldset className="grid gap-3 rounded-xl border border-border p-4">
        <legend className="px-1 text-sm font-medium">{t('athletes.fields.consentLegend')}</legend>
        <label className="flex min-h-11 items-start gap-3 text-sm">
          <Checkbox
            className="mt-0.5"
            disabled={consentLocked}
            data-testid="athlete-consent"
            aria-describedby="athlete-consent-hint"
            {...register('can_save_games')}
          />
          <span className="grid gap-1">
            <span className="font-medium">{t('athletes.fields.canSaveGames')}</span>
            <span id="athlete-consent-hint" className="text-muted-foreground">
              {consentLocked && player?.permission_date
                ? t('athletes.fields.consentGivenOn', { date: formatDate(player.permission_date, i18n.language) })
                : canSaveGames
                  ? t('athletes.fields.consentRecordsDate', { date: formatDate(todayIsoDate(), i18n.language) })
                  : t('athletes.fields.consentHint')}
            </span>
          </span>
        </label>
        {consentLocked && (
          <p className="text-sm text-muted-foreground" data-testid="consent-revoke-note">
            {t('messages.consentRevokeRefused')}
          </p>
        )}
        {errors.can_save_games?.message && <FieldError>{message(errors.can_save_games.message)}</FieldError>}

        <label className="flex min-h-11 items-start gap-3 text-sm">
          <Checkbox className="mt-0.5" data-testid="athlete-coached" {...register('is_coached')} />
          <span className="grid gap-1">
            <span className="font-medium">{t('athletes.fields.isCoached')}</span>
            <span className="text-muted-foreground">{t('athletes.fields.isCoachedHint')}</span>
          </span>
        </label>
        {errors.is_coached?.message && <FieldError>{message(errors.is_coached.message)}</FieldError>}
        {isCoached && (
          <FormField
            label={t('athletes.fields.coachingStartDate')}
            error={message(errors.coaching_start_date?.message)}
          >
            {(control) => (
              <Input
                {...control}
                type="date"
                className="sm:w-56"
                {...register('coaching_start_date', { setValueAs: (v: unknown) => (v ? String(v) : null) })}
              />
            )}
          </FormField>
        )}
      </fieldset>

      <DialogFooter>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {t('athletes.form.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting} data-testid="athlete-save">
          {isSubmitting ? t('athletes.form.saving') : player ? t('athletes.form.save') : t('athletes.form.create')}
        </Button>
      </DialogFooter>
    </form>
  )
}
