import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { MessageSquareIcon } from 'lucide-react'
import type { PlaylistNote } from '@courtside/contracts'
import { cn } from '@/lib/cn'
import type { PlayableClip } from '../hooks/use-clip-playback'
import { clipSeconds, noteReached } from '../lib/clip-key'

/**
 * The notes of the playing clip: an untimed note for the whole clip, a timed one marked once the video passes its
 * second (a stronger border, its icon filled and "now" beside its time: never the colour alone).
 */
export function ClipNotes({
  clip,
  notes,
  time,
  actions,
}: {
  clip: PlayableClip
  notes: readonly PlaylistNote[]
  time: number
  actions?: (note: PlaylistNote) => ReactNode
}) {
  const { t } = useTranslation()
  if (notes.length === 0) return <p className="text-sm text-muted-foreground">{t('playlists.notes.none')}</p>
  return (
    <ul className="grid gap-2" data-testid="clip-notes">
      {notes.map((note) => {
        const timed = note.at_seconds !== null
        const reached = timed && noteReached(note, clip, time)
        return (
          <li
            key={note.id}
            data-reached={reached ? 'true' : undefined}
            className={cn(
              'flex items-start gap-3 rounded-lg border px-3 py-2 text-sm',
              reached ? 'border-primary bg-primary/10' : 'border-border bg-card',
            )}
          >
            <MessageSquareIcon
              className={cn(
                'mt-0.5 size-4 shrink-0',
                reached ? 'fill-primary/30 text-primary' : 'text-muted-foreground',
              )}
              aria-hidden="true"
            />
            <div className="grid min-w-0 flex-1 gap-0.5">
              <span className="text-xs text-muted-foreground tabular-nums">
                {timed
                  ? t(reached ? 'playlists.notes.atNow' : 'playlists.notes.at', {
                      time: clipSeconds(note.at_seconds ?? 0),
                    })
                  : t('playlists.notes.wholeClip')}
              </span>
              <p className="break-words whitespace-pre-wrap">{note.text}</p>
            </div>
            {actions?.(note)}
          </li>
        )
      })}
    </ul>
  )
}
