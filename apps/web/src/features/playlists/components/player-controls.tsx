import { useTranslation } from 'react-i18next'
import {
  PauseIcon,
  PlayIcon,
  Repeat1Icon,
  RotateCcwIcon,
  SkipBackIcon,
  SkipForwardIcon,
  SnailIcon,
  TvIcon,
} from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { ClipPlayback } from '../hooks/use-clip-playback'

/** The player's buttons, each with its key; the two toggles say their state with aria-pressed and their look. */
export function PlayerControls({ playback, onTv }: { playback: ClipPlayback; onTv: () => void }) {
  const { t } = useTranslation()
  const { index, clips } = playback
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('playlists.player.controls')}>
        <Button
          variant="outline"
          onClick={playback.previous}
          disabled={index === 0}
          aria-keyshortcuts="P ArrowLeft"
          data-testid="clip-previous"
        >
          <SkipBackIcon aria-hidden="true" />
          {t('playlists.player.previous')}
        </Button>
        <Button onClick={playback.togglePlay} aria-keyshortcuts="Space" data-testid="clip-play">
          {playback.playing ? <PauseIcon aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
          {playback.playing ? t('playlists.player.pause') : t('playlists.player.play')}
        </Button>
        <Button
          variant="outline"
          onClick={playback.next}
          disabled={index >= clips.length - 1}
          aria-keyshortcuts="N ArrowRight"
          data-testid="clip-next"
        >
          {t('playlists.player.next')}
          <SkipForwardIcon aria-hidden="true" />
        </Button>
        <Button variant="outline" onClick={playback.replay} aria-keyshortcuts="R" data-testid="clip-replay">
          <RotateCcwIcon aria-hidden="true" />
          {t('playlists.player.replay')}
        </Button>
        <Button
          variant={playback.loop ? 'secondary' : 'outline'}
          aria-pressed={playback.loop}
          onClick={playback.toggleLoop}
          aria-keyshortcuts="L"
          data-testid="clip-loop"
        >
          <Repeat1Icon aria-hidden="true" />
          {t('playlists.player.loop')}
        </Button>
        <Button
          variant={playback.slow ? 'secondary' : 'outline'}
          aria-pressed={playback.slow}
          onClick={playback.toggleSlow}
          aria-keyshortcuts="S"
          data-testid="clip-slow"
        >
          <SnailIcon aria-hidden="true" />
          {t('playlists.player.slow')}
        </Button>
        <Button variant="ghost" onClick={onTv} data-testid="tv-mode">
          <TvIcon aria-hidden="true" />
          {t('playlists.player.tvMode')}
        </Button>
      </div>
      <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
        <span className="font-medium tabular-nums" data-testid="clip-position">
          {t('playlists.player.position', { n: index + 1, count: clips.length })}
        </span>
        <span className="hidden md:inline">{t('playlists.player.keys')}</span>
      </p>
    </div>
  )
}
