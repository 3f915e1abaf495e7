import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import type { PlayableClip } from '../hooks/use-clip-playback'
import { clipKey } from '../lib/clip-key'
import { clipLabelText } from '../lib/clip-label-text'

/** Every playable clip in order, to jump to; the playing one is marked (aria-current and a "now playing" word). */
export function ClipList({
  clips,
  index,
  onSelect,
}: {
  clips: readonly PlayableClip[]
  index: number
  onSelect: (index: number) => void
}) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('playlists.player.clipList')} className="grid content-start gap-2 self-start">
      <h2 className="text-base font-semibold">{t('playlists.player.clipList')}</h2>
      <ol className="grid max-h-[60vh] content-start gap-1 overflow-y-auto pr-1" data-testid="clip-list">
        {clips.map((clip, i) => {
          const text = clipLabelText(t, clip.label)
          const current = i === index
          return (
            <li key={clipKey(clip)}>
              <button
                type="button"
                onClick={() => onSelect(i)}
                aria-current={current ? 'true' : undefined}
                className={cn(
                  'grid w-full gap-0.5 rounded-lg border px-3 py-2 text-left text-sm transition-colors outline-none hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/50',
                  current ? 'border-primary bg-primary/10' : 'border-border bg-card',
                )}
              >
                <span className="flex items-baseline justify-between gap-2 text-xs text-muted-foreground">
                  <span className="truncate">
                    {t('playlists.player.clipN', { n: i + 1 })} · {text.match}
                  </span>
                  {current && <span className="shrink-0 font-medium text-primary">{t('playlists.player.now')}</span>}
                </span>
                <span className="font-medium">{text.where}</span>
                {text.how && <span className="text-muted-foreground">{text.how}</span>}
              </button>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
