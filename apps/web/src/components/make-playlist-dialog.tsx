import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  DEFAULT_CLIP_LAG_SECONDS,
  DEFAULT_CLIP_LEAD_SECONDS,
  MAX_CLIP_PADDING_SECONDS,
  PLAYLIST_TITLE_MAX_LENGTH,
  type PlaylistFilter,
} from '@courtside/contracts'
import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import { FormAlert, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { errorText } from '@/lib/error-text'
import { createPlaylist } from '@/lib/queries/playlist-queries'
import { queryRoots } from '@/lib/query-keys'
import { serverFieldErrors } from '@/lib/server-field-errors'
import { toast } from '@/lib/toast'
import { DialogShell, type DialogOpenProps } from './dialog-shell'

export interface MakePlaylistDialogProps extends DialogOpenProps {
  /** The points the playlist picks: the filter of what the coach is looking at. */
  filter: PlaylistFilter
  /** The title the form starts with. */
  suggestedTitle: string
  /** One sentence saying which points will be picked. */
  summary: string
}

const FIELDS = ['title', 'lead_seconds', 'lag_seconds'] as const
type Field = (typeof FIELDS)[number]

/** Names and saves a playlist of the points `filter` picks, then opens its player (docs/decisions/0068). */
export function MakePlaylistDialog(props: MakePlaylistDialogProps) {
  const { t } = useTranslation()
  return (
    <DialogShell
      open={props.open}
      onOpenChange={props.onOpenChange}
      className="sm:max-w-lg"
      title={t('makePlaylist.dialog.title')}
      description={t('makePlaylist.dialog.description')}
      testId="make-playlist-dialog"
    >
      {props.open && <MakePlaylistForm {...props} />}
    </DialogShell>
  )
}

/** A number field's text as seconds, or null when it is not one. */
function seconds(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'))
  return text.trim() === '' || !Number.isFinite(value) ? null : value
}

function MakePlaylistForm({ filter, suggestedTitle, summary, onOpenChange }: MakePlaylistDialogProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [title, setTitle] = useState(suggestedTitle.slice(0, PLAYLIST_TITLE_MAX_LENGTH))
  const [lead, setLead] = useState(String(DEFAULT_CLIP_LEAD_SECONDS))
  const [lag, setLag] = useState(String(DEFAULT_CLIP_LAG_SECONDS))
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [alert, setAlert] = useState<string | null>(null)
  const create = useMutation({
    mutationFn: createPlaylist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.playlists }),
  })

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const leadSeconds = seconds(lead)
    const lagSeconds = seconds(lag)
    const padding = t('makePlaylist.dialog.paddingRange', { max: MAX_CLIP_PADDING_SECONDS })
    const inRange = (v: number | null) => v !== null && v >= 0 && v <= MAX_CLIP_PADDING_SECONDS
    const local: Partial<Record<Field, string>> = {
      ...(title.trim() === '' ? { title: t('makePlaylist.dialog.titleRequired') } : {}),
      ...(inRange(leadSeconds) ? {} : { lead_seconds: padding }),
      ...(inRange(lagSeconds) ? {} : { lag_seconds: padding }),
    }
    setErrors(local)
    setAlert(null)
    if (Object.keys(local).length > 0) return
    try {
      const playlist = await create.mutateAsync({
        title: title.trim(),
        filter,
        lead_seconds: leadSeconds!,
        lag_seconds: lagSeconds!,
      })
      toast.success(t('makePlaylist.created', { title: playlist.title }))
      onOpenChange(false)
      void navigate(`/playlists/${playlist.id}`)
    } catch (error) {
      const found = serverFieldErrors(error)
      const fields = found.filter(([path]) => (FIELDS as readonly string[]).includes(path))
      setErrors(Object.fromEntries(fields))
      // Errors of the filter (or none of a field: the playlists' limit, the network) go above the form.
      const others = found.filter(([path]) => !(FIELDS as readonly string[]).includes(path)).map(([, text]) => text)
      if (others.length > 0) setAlert(others.join(' '))
      else if (fields.length === 0) setAlert(errorText(t, error, 'messages.anErrorOccurred'))
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" data-testid="make-playlist-form">
      {alert && <FormAlert>{alert}</FormAlert>}
      <p className="rounded-lg bg-muted px-3 py-2 text-sm" data-testid="make-playlist-summary">
        {summary}
      </p>
      <FormField label={t('makePlaylist.dialog.name')} error={errors.title}>
        {(control) => (
          <Input
            {...control}
            name="title"
            autoComplete="off"
            maxLength={PLAYLIST_TITLE_MAX_LENGTH}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('makePlaylist.dialog.lead')}
          hint={t('makePlaylist.dialog.leadHint')}
          error={errors.lead_seconds}
        >
          {(control) => (
            <Input
              {...control}
              name="lead_seconds"
              type="number"
              inputMode="decimal"
              min={0}
              max={MAX_CLIP_PADDING_SECONDS}
              step="any"
              value={lead}
              onChange={(e) => setLead(e.target.value)}
            />
          )}
        </FormField>
        <FormField
          label={t('makePlaylist.dialog.lag')}
          hint={t('makePlaylist.dialog.lagHint')}
          error={errors.lag_seconds}
        >
          {(control) => (
            <Input
              {...control}
              name="lag_seconds"
              type="number"
              inputMode="decimal"
              min={0}
              max={MAX_CLIP_PADDING_SECONDS}
              step="any"
              value={lag}
              onChange={(e) => setLag(e.target.value)}
            />
          )}
        </FormField>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          {t('makePlaylist.dialog.cancel')}
        </Button>
        <Button type="submit" disabled={create.isPending} data-testid="make-playlist-save">
          {create.isPending ? t('makePlaylist.dialog.saving') : t('makePlaylist.dialog.save')}
        </Button>
      </DialogFooter>
    </form>
  )
}
