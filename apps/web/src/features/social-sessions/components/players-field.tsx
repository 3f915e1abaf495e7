import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useFieldArray, type UseFormReturn } from 'react-hook-form'
import { useQuery } from '@tanstack/react-query'
import { PlusIcon, XIcon } from 'lucide-react'
import { MATCH_PLAYER_NAME_MAX_LENGTH, playerDisplayName } from '@courtside/contracts'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { translateMessage } from '@/lib/i18n'
import { playerListQueryOptions, playersOf } from '@/lib/queries/player-queries'
import { MAX_PLAYERS, type EveningForm } from '../lib/evening-form'

/**
 * The evening's players, in order: typed by name (Enter adds), or picked from the coach's own athletes. The order is
 * the first Mexicano round's ranking. The list's refusal (too few, too many) and each row's show where they belong.
 */
export function PlayersField({ form }: { form: UseFormReturn<EveningForm> }) {
  const { t } = useTranslation()
  const id = useId()
  const nameRef = useRef<HTMLInputElement>(null)
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'players' })
  const [typed, setTyped] = useState('')
  const athletes = useQuery({ ...playerListQueryOptions({ per_page: 100 }), select: playersOf })
  const errors = form.formState.errors.players
  const listError = errors?.message ?? errors?.root?.message
  const full = fields.length >= MAX_PLAYERS
  const chosen = new Set(fields.map((field) => field.player_id))
  const pickable = (athletes.data ?? []).filter((athlete) => !chosen.has(athlete.id))

  const added = () => form.clearErrors('players')
  const addTyped = () => {
    const name = typed.trim()
    if (!name || full) return
    append({ name, player_id: null }, { shouldFocus: false })
    setTyped('')
    added()
    nameRef.current?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    addTyped()
  }
  const addAthlete = (value: string) => {
    const athlete = pickable.find((candidate) => String(candidate.id) === value)
    if (!athlete || full) return
    append({ name: playerDisplayName(athlete), player_id: athlete.id }, { shouldFocus: false })
    added()
  }

  return (
    <fieldset className="grid gap-3" aria-describedby={`${id}-hint`} data-testid="players-field">
      <legend className="mb-1 flex w-full items-baseline justify-between gap-2 text-sm font-medium">
        <span>{t('social.form.players')}</span>
        <span className="text-xs font-normal text-muted-foreground tabular-nums" data-testid="players-count">
          {t('social.form.playerCount', { count: fields.length, max: MAX_PLAYERS })}
        </span>
      </legend>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('social.form.playersHint')}
      </p>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>{t('social.form.playerName')}</Label>
        <div className="flex gap-2">
          <Input
            ref={nameRef}
            id={`${id}-name`}
            value={typed}
            maxLength={MATCH_PLAYER_NAME_MAX_LENGTH}
            autoComplete="off"
            disabled={full}
            aria-invalid={Boolean(listError)}
            aria-describedby={listError ? `${id}-error` : undefined}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={onKeyDown}
            data-testid="player-name-input"
          />
          <Button type="button" variant="outline" onClick={addTyped} disabled={full} data-testid="add-player">
            <PlusIcon aria-hidden="true" />
            {t('social.form.add')}
          </Button>
        </div>
      </div>
      {pickable.length > 0 && (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-athlete`}>{t('social.form.addAthlete')}</Label>
          <NativeSelect
            id={`${id}-athlete`}
            value=""
            disabled={full}
            onChange={(event) => addAthlete(event.target.value)}
            data-testid="add-athlete"
          >
            <option value="">{t('social.form.chooseAthlete')}</option>
            {pickable.map((athlete) => (
              <option key={athlete.id} value={athlete.id}>
                {playerDisplayName(athlete)}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      {fields.length > 0 && (
        <ol className="grid gap-1.5 sm:grid-cols-2" data-testid="player-list">
          {fields.map((field, index) => {
            const rowError = errors?.[index]?.player_id?.message ?? errors?.[index]?.name?.message
            return (
              <li key={field.id} className="grid gap-1">
                <div className="flex min-h-11 items-center gap-2 rounded-lg border border-border bg-card py-1 pr-1 pl-3 md:min-h-9">
                  <span className="w-5 shrink-0 text-xs text-muted-foreground tabular-nums">{index + 1}.</span>
                  <span className="min-w-0 flex-1 truncate text-sm font-medium">{field.name}</span>
                  {field.player_id !== null && <Badge variant="secondary">{t('social.form.athlete')}</Badge>}
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="md:size-8"
                    onClick={() => remove(index)}
                    aria-label={t('social.form.remove', { name: field.name })}
                  >
                    <XIcon aria-hidden="true" />
                  </Button>
                </div>
                {rowError && <FieldError>{translateMessage(t, rowError)}</FieldError>}
              </li>
            )
          })}
        </ol>
      )}
      {listError && <FieldError id={`${id}-error`}>{translateMessage(t, listError)}</FieldError>}
    </fieldset>
  )
}
