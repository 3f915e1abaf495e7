import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import { UserPlusIcon, UserRoundCheckIcon, XIcon } from 'lucide-react'
import { playerDisplayName, type NewMatchPlayer, type Player } from '@courtside/contracts'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { playerOptionsQueryOptions } from '../api/match-queries'
import { useDebouncedValue } from '@/hooks/use-debounced-value'

export interface PlayerPickerProps {
  label: string
  value: NewMatchPlayer | null
  onChange: (value: NewMatchPlayer | null) => void
  /** Name of a chosen athlete, by id (the wizard remembers the names it has seen). */
  athleteName: (id: number) => string | undefined
  onAthleteSeen: (id: number, name: string) => void
  /** Full coaches search their athletes; coach viewers type names only. */
  canPickAthletes: boolean
  onCreateAthlete?: (typedName: string) => void
  error?: string | undefined
  testId: string
  /** Athletes already in another slot of the match, left out of the suggestions. */
  pickedIds?: readonly number[]
}

/** The API's search, on the client: every typed word within the names or the email. */
function fitsTyped(player: Player, typed: string): boolean {
  const text = [player.first_name, player.last_name, player.display_name, player.email]
    .filter(Boolean)
    .join(' ')
    .toLowerCase()
  return typed
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .every((word) => text.includes(word))
}

/**
 * One slot of a pair: type a new player's full name, or pick one of the coach's athletes from the suggestions,
 * or create a new athlete in the athlete modal.
 */
export function PlayerPicker({
  label,
  value,
  onChange,
  athleteName,
  onAthleteSeen,
  canPickAthletes,
  onCreateAthlete,
  error,
  testId,
  pickedIds,
}: PlayerPickerProps) {
  const { t } = useTranslation()
  const id = useId()
  const [focused, setFocused] = useState(false)
  const typed = value && 'name' in value ? value.name : ''
  const search = useDebouncedValue(typed.trim(), 250)
  const options = useQuery({ ...playerOptionsQueryOptions(search), enabled: canPickAthletes && focused })
  const errorId = error ? `${id}-error` : undefined

  if (value && 'player_id' in value) {
    const name = athleteName(value.player_id) ?? `#${value.player_id}`
    return (
      <div className="grid gap-2" data-testid={testId}>
        <Label>{label}</Label>
        <div className="flex min-h-11 items-center gap-2 rounded-lg border border-primary/40 bg-primary/5 px-3 py-1.5 md:min-h-10">
          <UserRoundCheckIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate text-sm font-medium">{name}</span>
          <span className="text-xs text-muted-foreground">{t('matches.picker.athlete')}</span>
          <Button
            variant="ghost"
            size="icon"
            className="size-9 md:size-7"
            onClick={() => onChange(null)}
            aria-label={t('matches.picker.clear', { name })}
          >
            <XIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
    )
  }

  // Until the debounced search catches up with the typing, the previous results stay on screen: show only those
  // that still fit what is typed, and never one already playing in another slot.
  const settled = search === typed.trim() && !options.isPlaceholderData
  const athletes = (options.data ?? [])
    .filter((player) => !pickedIds?.includes(player.id) && (settled || fitsTyped(player, typed)))
    .slice(0, 5)
  const showSuggestions = focused && canPickAthletes
  return (
    <div
      className="relative grid gap-2"
      data-testid={testId}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={typed}
        autoComplete="off"
        placeholder={canPickAthletes ? t('matches.picker.placeholder') : t('matches.picker.placeholderNameOnly')}
        aria-invalid={Boolean(error)}
        aria-describedby={errorId}
        onChange={(event) => onChange(event.target.value.trim() ? { name: event.target.value } : null)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setFocused(false)
        }}
      />
      {showSuggestions && (
        <div
          className="grid gap-1 rounded-lg border border-border bg-popover p-1 shadow-sm"
          role="group"
          aria-label={t('matches.picker.suggestions')}
        >
          {athletes.length > 0 && (
            <p className="px-2 pt-1 text-xs text-muted-foreground">{t('matches.picker.yourAthletes')}</p>
          )}
          {athletes.map((player) => {
            const name = playerDisplayName(player)
            return (
              <button
                key={player.id}
                type="button"
                className="flex min-h-11 items-center gap-2 rounded-md px-2 text-left text-sm outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring/50 md:min-h-9"
                onClick={() => {
                  onAthleteSeen(player.id, name)
                  onChange({ player_id: player.id })
                  setFocused(false)
                }}
              >
                <UserRoundCheckIcon className="size-4 text-muted-foreground" aria-hidden="true" />
                {name}
              </button>
            )
          })}
          {athletes.length === 0 && !options.isPending && (
            <p className="px-2 py-1.5 text-xs text-muted-foreground">
              {typed.trim() ? t('matches.picker.noAthleteMatch') : t('matches.picker.noAthletes')}
            </p>
          )}
          {onCreateAthlete && (
            <button
              type="button"
              className="flex min-h-11 items-center gap-2 rounded-md px-2 text-left text-sm font-medium text-primary outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring/50 md:min-h-9"
              onClick={() => {
                setFocused(false)
                onCreateAthlete(typed)
              }}
            >
              <UserPlusIcon className="size-4" aria-hidden="true" />
              {t('matches.picker.createAthlete')}
            </button>
          )}
        </div>
      )}
      {!error && typed.trim() && <p className="text-xs text-muted-foreground">{t('matches.picker.newPlayerHint')}</p>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  )
}
