import { useTranslation } from 'react-i18next'
import type { ClipLabel } from '@courtside/contracts'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'
import { clipLabelText } from '../lib/clip-label-text'

/** The playing clip in words: the match, where the point stood, who won it and how, and why it mattered. */
export function ClipLabelView({
  label,
  teamName,
  tv = false,
}: {
  label: ClipLabel
  teamName?: (team: 0 | 1) => string | undefined
  tv?: boolean
}) {
  const { t } = useTranslation()
  const text = clipLabelText(t, label, teamName ? (team) => teamName(team) ?? '' : undefined)
  return (
    <div className={cn('grid gap-1', tv && 'gap-[1vh]')} data-testid="clip-label" aria-live="polite">
      <p className={cn('text-sm text-muted-foreground', tv && 'text-[max(0.875rem,min(2.2vw,3.4vh))] text-white/80')}>
        {text.match} · {text.where} · {text.score}
      </p>
      <p className={cn('text-lg font-semibold', tv && 'text-[max(1.25rem,min(3.4vw,5vh))] leading-tight')}>
        {text.winner}
        {text.how && <span className="font-normal"> — {text.how}</span>}
      </p>
      {text.decisive.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('playlists.label.decisive')}>
          {text.decisive.map((kind) => (
            <li key={kind}>
              <Badge
                variant="secondary"
                className={cn(tv && 'px-[0.8vw] py-[0.4vh] text-[max(0.75rem,min(1.8vw,2.8vh))]')}
              >
                {kind}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
