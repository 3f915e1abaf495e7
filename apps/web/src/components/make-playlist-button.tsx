import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ListVideoIcon } from 'lucide-react'
import type { PlaylistFilter } from '@courtside/contracts'
import { Button } from '@/components/ui/button'
import { useSession } from '@/lib/auth-session'
import { cn } from '@/lib/cn'
import { MakePlaylistDialog } from './make-playlist-dialog'

export interface MakePlaylistButtonProps {
  /** The points the playlist picks: the filter of what the coach is looking at. */
  filter: PlaylistFilter
  /** The title the dialog suggests. */
  suggestedTitle: string
  /** One sentence saying which points will be picked, shown in the dialog. */
  summary: string
  /** Why it cannot be made here yet; the button shows disabled with this text beside it. */
  unavailable?: string | undefined
  className?: string
}

/**
 * "Make a playlist" from what the coach is looking at (docs/decisions/0068-video-syncs-and-playlists.md): opens the
 * dialog that names and saves it, then the playlist's player. Offered only to a signed-in coach: playlists are theirs.
 */
export function MakePlaylistButton({
  filter,
  suggestedTitle,
  summary,
  unavailable,
  className,
}: MakePlaylistButtonProps) {
  const { t } = useTranslation()
  const { status, user } = useSession()
  const [open, setOpen] = useState(false)
  const hintId = useId()
  if (status !== 'authenticated' || !user) return null
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <Button
        variant="outline"
        size="sm"
        disabled={unavailable !== undefined}
        aria-describedby={unavailable !== undefined ? hintId : undefined}
        onClick={() => setOpen(true)}
        data-testid="make-playlist"
      >
        <ListVideoIcon aria-hidden="true" />
        {t('makePlaylist.button')}
      </Button>
      {unavailable !== undefined && (
        <span id={hintId} className="text-xs text-muted-foreground">
          {unavailable}
        </span>
      )}
      <MakePlaylistDialog
        open={open}
        onOpenChange={setOpen}
        filter={filter}
        suggestedTitle={suggestedTitle}
        summary={summary}
      />
    </div>
  )
}
