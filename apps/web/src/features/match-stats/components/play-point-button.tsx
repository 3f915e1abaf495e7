import { useTranslation } from 'react-i18next'
import { PlayIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'

/** Plays one point's rally in the linked video (ADR 0037). */
export function PlayPointButton({ seq, onPlay }: { seq: number; onPlay(seq: number): void }) {
  const { t } = useTranslation()
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8"
      onClick={() => onPlay(seq)}
      aria-label={t('video.play', { seq })}
      title={t('video.play', { seq })}
      data-testid="play-point"
    >
      <PlayIcon aria-hidden="true" />
    </Button>
  )
}
